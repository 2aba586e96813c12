import { Card, Col, Row, Statistic } from 'antd';
import type { PerformanceSummary } from '@edgeboard/domain';
import { formatClvPoints, formatShare } from '@/components/clv-format';
import { FORMATS, intervalLine } from '@/components/headline/headline-format';
import { units } from './profit-chart';

function streakLine(s: PerformanceSummary): string {
  if (s.streakType === 'none' || s.streakCount === 0) return 'No current streak';
  const word =
    s.streakType === 'win' ? (s.streakCount === 1 ? 'win' : 'wins') : s.streakCount === 1 ? 'loss' : 'losses';
  return `Current streak: ${String(s.streakCount)} ${word}`;
}

/** The CLV cards' n: how many graded picks carry a close. */
function closesLine(s: PerformanceSummary): string {
  return `n = ${String(s.clvCount ?? 0)} picks with a close`;
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
 * The four summary cards, and two for closing line value once some pick has a close. While `loading` they hold skeletons: the zeroed summary (the spec's answer to a
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
  // Each figure's n and 95% interval, under the spec's cards (from the summary's headline, when it has one).
  const h = s.headline;
  const winRateLines = h?.winRate ? [intervalLine(h.winRate, FORMATS.winRate, 'decided')] : [];
  const roiLines = h?.roi ? [intervalLine(h.roi, FORMATS.roi, 'priced')] : [];
  const unitLines = h?.units ? [intervalLine(h.units, FORMATS.units, 'priced')] : [];
  const clvLines = h?.clv ? [intervalLine(h.clv, FORMATS.clv, 'with a close')] : [closesLine(s)];
  const unpriced = h && h.unpriced > 0 ? [`${String(h.unpriced)} without a price: no units`] : [];
  // No decided pick, no win rate; no priced pick, no ROI: a dash, never a 0.0% that reads as a measured figure.
  const decided = s.wins + s.losses > 0;
  const priced = h ? (h.roi?.n ?? 0) > 0 : s.totalBets > 0;
  // Six cards sit three to a row on a wide screen; the spec's four alone, four to a row.
  const averageClv = s.averageClv ?? null;
  const lg = averageClv === null ? 6 : 8;
  return (
    <Row gutter={[16, 16]} role="group" aria-label="Performance summary" aria-busy={loading}>
      <Col xs={24} sm={12} lg={lg}>
        <SummaryCard
          loading={loading}
          title="Total Bets"
          value={String(s.totalBets)}
          lines={[`${String(s.wins)}-${String(s.losses)}-${String(s.pushes)} (W-L-P)`]}
        />
      </Col>
      <Col xs={24} sm={12} lg={lg}>
        <SummaryCard
          loading={loading}
          title="Win Rate"
          value={decided ? s.winRate : '—'}
          lines={
            decided
              ? [...winRateLines, `Best: ${s.bestCategory}`, `Worst: ${s.worstCategory}`]
              : ['No decided picks']
          }
        />
      </Col>
      <Col xs={24} sm={12} lg={lg}>
        <SummaryCard
          loading={loading}
          title="ROI"
          value={priced ? s.roi : '—'}
          lines={
            priced ? [...roiLines, 'One-unit stake per pick', ...unpriced] : ['No priced picks', ...unpriced]
          }
        />
      </Col>
      <Col xs={24} sm={12} lg={lg}>
        <SummaryCard
          loading={loading}
          title="Profit/Loss"
          value={units(s.profitLoss)}
          lines={[...unitLines, streakLine(s)]}
        />
      </Col>
      {averageClv !== null && (
        <>
          <Col xs={24} sm={12} lg={lg}>
            <SummaryCard
              loading={loading}
              title="Average CLV"
              value={formatClvPoints(averageClv)}
              lines={[...clvLines, 'Points of no-vig probability']}
            />
          </Col>
          <Col xs={24} sm={12} lg={lg}>
            <SummaryCard
              loading={loading}
              title="Beat the close"
              value={
                s.beatCloseRate === null || s.beatCloseRate === undefined ? '—' : formatShare(s.beatCloseRate)
              }
              lines={[closesLine(s)]}
            />
          </Col>
        </>
      )}
    </Row>
  );
}
