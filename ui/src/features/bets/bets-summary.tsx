import { Card, Col, Row, Statistic } from 'antd';
import type { BetSummary } from '@edgeboard/domain';
import { formatClvPoints, formatShare } from '@/components/clv-format';
import { formatSignedUnits, formatUnits } from './bet-format';

function SummaryCard({ title, value, line }: { title: string; value: string; line: string }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} />
      <div style={{ color: '#475569', fontSize: 13 }}>{line}</div>
    </Card>
  );
}

/** P/L, ROI, win rate and CLV over the subscriber's settled bets. */
export function BetsSummary({ summary: s }: { summary: BetSummary }) {
  const settled = s.won + s.lost + s.push;
  return (
    <Row gutter={[12, 12]} role="group" aria-label="Bet summary">
      <Col xs={12} lg={6}>
        <SummaryCard
          title="Profit/loss"
          value={formatSignedUnits(s.profit)}
          line={`${String(settled)} settled, ${String(s.open)} open`}
        />
      </Col>
      <Col xs={12} lg={6}>
        <SummaryCard
          title="ROI"
          value={s.roi === null ? '—' : formatShare(s.roi)}
          line={`${formatUnits(s.staked)} staked`}
        />
      </Col>
      <Col xs={12} lg={6}>
        <SummaryCard
          title="Win rate"
          value={s.winRate === null ? '—' : formatShare(s.winRate)}
          line={`${String(s.won)}-${String(s.lost)}-${String(s.push)} (W-L-P)`}
        />
      </Col>
      <Col xs={12} lg={6}>
        <SummaryCard
          title="Average CLV"
          value={s.averageClv === null ? '—' : formatClvPoints(s.averageClv)}
          line={`n = ${String(s.clvCount)} bets with a close`}
        />
      </Col>
    </Row>
  );
}
