// The record's calibration per 5-point Edge Score bucket: what the scores promised against how the picks did,
// with the Wilson 95% interval so a small bucket's hit rate is read with its uncertainty.
import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CALIBRATION_EXPLANATION, type RecordBucket, type RecordCalibration } from '@edgeboard/domain';

const PCT = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const SCORE = new Intl.NumberFormat(undefined, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const pct = (x: number | null) => (x === null ? '—' : PCT.format(x));

const columns: TableColumnsType<RecordBucket> = [
  { title: 'Edge Score', key: 'bucket', render: (_: unknown, b) => `${b.from}–${b.to}` },
  { title: 'Decided picks', dataIndex: 'n', align: 'right' },
  { title: 'Promised', dataIndex: 'promised', align: 'right', render: pct },
  { title: 'Hit rate', dataIndex: 'hitRate', align: 'right', render: pct },
  {
    title: '95% interval',
    key: 'interval',
    align: 'right',
    render: (_: unknown, b) => `${pct(b.low)} – ${pct(b.high)}`,
  },
];

/** The plays view calibrates the plays alone; with none, the graded passes are one click away. */
export const RECORD_NO_PLAYS_CALIBRATION =
  'No plays to calibrate: choose All picks for the calibration of every graded pick.';

export function CalibrationTable({
  calibration,
  loading,
  playsOnly = false,
}: {
  calibration?: RecordCalibration;
  loading: boolean;
  /** The plays view: its empty table says there are no plays, not that nothing was graded. */
  playsOnly?: boolean;
}) {
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {CALIBRATION_EXPLANATION} Pushes count in neither the hit rate nor the scores.
      </Typography.Paragraph>
      <Table<RecordBucket>
        rowKey="from"
        size="small"
        columns={columns}
        dataSource={calibration?.buckets ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{
          emptyText: playsOnly ? RECORD_NO_PLAYS_CALIBRATION : 'No graded picks to calibrate yet.',
        }}
      />
      {calibration && calibration.n > 0 && (
        <p data-testid="record-scores" style={{ margin: '8px 0 0' }}>
          Over {calibration.n} decided picks ({calibration.pushes} pushes left out): Brier score{' '}
          <strong>{calibration.brier === null ? '—' : SCORE.format(calibration.brier)}</strong>, expected
          calibration error <strong>{pct(calibration.ece)}</strong> (lower is better for both).
        </p>
      )}
    </>
  );
}
