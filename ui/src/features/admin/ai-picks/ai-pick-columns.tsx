import { Tag, type TableColumnsType } from 'antd';
import { displayDirection, statTypeLabel, type AiPick, type PickResultFilter } from '@edgeboard/domain';
import { ConfidenceTag, formatDateTime, LOCKED_AT_KICKOFF_LABEL } from './ai-pick-detail';

const RESULT_LABEL: Record<PickResultFilter, string> = {
  win: 'Win',
  loss: 'Loss',
  push: 'Push',
  pending: 'Pending',
};
const RESULT_COLOUR: Record<PickResultFilter, string> = {
  win: 'green',
  loss: 'red',
  push: 'default',
  pending: 'blue',
};

/** The result filter: a graded result, or picks not graded yet. */
export const RESULT_FILTER_OPTIONS = (Object.keys(RESULT_LABEL) as PickResultFilter[]).map((r) => ({
  value: r,
  label: RESULT_LABEL[r],
}));

export function ResultTag({ result }: { result: AiPick['result'] }) {
  const r: PickResultFilter = result ?? 'pending';
  return <Tag color={RESULT_COLOUR[r]}>{RESULT_LABEL[r]}</Tag>;
}

/** Keys with `sorter` are the API's sort columns (AI_PICK_SORT_FIELDS); unsorted, the list is newest first. */
export const AI_PICK_COLUMNS: TableColumnsType<AiPick> = [
  { key: 'player', title: 'Player', dataIndex: 'player', sorter: true },
  { key: 'opponent', title: 'Opponent', dataIndex: 'opponent', sorter: true },
  { key: 'stat_type', title: 'Stat Type', sorter: true, render: (_v, r) => statTypeLabel(r.stat_type) },
  {
    key: 'pick',
    title: 'Pick',
    render: (_v, r) => `${displayDirection(r.pick)} ${String(r.line_value)}`,
  },
  {
    key: 'confidence',
    title: 'Confidence',
    sorter: true,
    render: (_v, r) => <ConfidenceTag confidence={r.confidence} />,
  },
  { key: 'week', title: 'Week', sorter: true, render: (_v, r) => `${String(r.season)} W${String(r.week)}` },
  {
    key: 'result',
    title: 'Result',
    render: (_v, r) => (
      <>
        <ResultTag result={r.result} />
        {r.locked_at ? <Tag>{LOCKED_AT_KICKOFF_LABEL}</Tag> : null}
      </>
    ),
  },
  { key: 'created_at', title: 'Created', sorter: true, render: (_v, r) => formatDateTime(r.created_at) },
];
