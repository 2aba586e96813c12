import { Card, Col, Row, Statistic } from 'antd';
import type { PerformanceSummary } from '@edgeboard/domain';
import { units } from './profit-chart';

function streakLine(s: PerformanceSummary): string {
  if (s.streakType === 'none' || s.streakCount === 0) return 'No current streak';
  const word =
    s.streakType === 'win' ? (s.streakCount === 1 ? 'win' : 'wins') : s.streakCount === 1 ? 'loss' : 'losses';
  return `Current streak: ${String(s.streakCount)} ${word}`;
}

function SummaryCard({
  title,
  value,
  lines,
  loading,
}: {
  title: string;
  value: string;
  lines: string[];
  loading: boolean;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} loading={loading} />
      {!loading &&
        lines.map((line) => (
          <div key={line} style={{ color: '#475569', fontSize: 13 }}>
            {line}
          </div>
        ))}
    </Card>
  );
}

/**
 * The four summary cards. While `loading` they hold skeletons: the zeroed summary (the spec's answer to a
 * failed call) is not shown as if it were the figures.
 */
export function SummaryCards({
  summary,
  loading = false,
}: {
  summary: PerformanceSummary;
  loading?: boolean;
}) {
  const s = summary;
  return (
    <Row gutter={[16, 16]} role="group" aria-label="Performance summary" aria-busy={loading}>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          loading={loading}
          title="Total Bets"
          value={String(s.totalBets)}
          lines={[`${String(s.wins)}-${String(s.losses)}-${String(s.pushes)} (W-L-P)`]}
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          loading={loading}
          title="Win Rate"
          value={s.winRate}
          lines={[`Best: ${s.bestCategory}`, `Worst: ${s.worstCategory}`]}
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard loading={loading} title="ROI" value={s.roi} lines={['One-unit stake per pick']} />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <SummaryCard
          loading={loading}
          title="Profit/Loss"
          value={units(s.profitLoss)}
          lines={[streakLine(s)]}
        />
      </Col>
    </Row>
  );
}
