// The CSV export is "reports", an all-star feature: an all-star downloads the file; anyone else sees the plan
// that unlocks it on the button itself (the API refuses them with 403 too).
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Popover, message } from 'antd';
import { BETS_CSV_FILE_NAME } from '@edgeboard/domain';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { useBetsCsvMutation } from './bets.api';

export const EXPORT_FAILED = "The export couldn't be downloaded. Please try again.";
export const EXPORT_UNLOCKS = 'adds bet reports (CSV export)';

function save(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = BETS_CSV_FILE_NAME;
  a.click();
  URL.revokeObjectURL(url);
}

export function ExportButton({ allowed }: { allowed: boolean }) {
  const [fetchCsv, state] = useBetsCsvMutation();
  if (!allowed)
    return (
      <Popover trigger="click" content={<PlanRefusal tier="all-star" unlocks={EXPORT_UNLOCKS} />}>
        <Button icon={<DownloadOutlined aria-hidden />}>Export CSV (All-Star)</Button>
      </Popover>
    );
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={state.isLoading}
      onClick={() => {
        fetchCsv()
          .unwrap()
          .then(save)
          .catch(() => {
            void message.error(EXPORT_FAILED);
          });
      }}
    >
      Export CSV
    </Button>
  );
}
