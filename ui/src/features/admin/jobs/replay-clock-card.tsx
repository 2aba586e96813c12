// The back office's replay clock (issue #33 item 4): only in a replay, two buttons move the season clock a day or
// a week forward (kept across restarts; bets and alerts stay), and the replay job's report of the run is shown.
import { Alert, Button, Card, Space, Typography } from 'antd';
import { formatDateTime } from '@/features/admin/common/admin-format';
import { useSiteQuery } from '@/lib/site/site.api';
import { useReplayClockStepMutation } from './jobs.api';

export const REPLAY_CLOCK_TITLE = 'Replay clock';
export const REPLAY_CLOCK_FAILED = 'The replay clock could not be moved.';

export function ReplayClockCard({ onStepped }: { onStepped?: () => void }) {
  const site = useSiteQuery().data;
  const [step, stepped] = useReplayClockStepMutation();
  if (!site?.replay) return null;
  const run = (by: 'day' | 'week') => {
    void step({ step: by })
      .unwrap()
      .then(() => onStepped?.())
      .catch(() => undefined);
  };
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{REPLAY_CLOCK_TITLE}</h2>}>
      <Space orientation="vertical">
        <Typography.Text>
          Replay of {site.season}, week {site.week}. Moving the clock forward brings in the pulls, picks,
          locks and grades of the time passed; bets and alerts are kept.
        </Typography.Text>
        <Space wrap>
          <Button
            loading={stepped.isLoading}
            onClick={() => {
              run('day');
            }}
          >
            Forward a day
          </Button>
          <Button
            loading={stepped.isLoading}
            onClick={() => {
              run('week');
            }}
          >
            Forward a week
          </Button>
        </Space>
        {stepped.data && (
          <Typography.Text type="secondary" data-testid="replay-clock-result">
            Now {formatDateTime(stepped.data.now)} (week {stepped.data.week}): {stepped.data.message}
          </Typography.Text>
        )}
        {stepped.isError && <Alert type="error" showIcon title={REPLAY_CLOCK_FAILED} />}
      </Space>
    </Card>
  );
}
