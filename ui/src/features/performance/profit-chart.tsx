import { CumulativeLineChart } from '@/components/cumulative-line-chart';
import { SHORT_UTC_DATE, type ChartBox } from '@/components/svg-chart';
import type { ProfitPoint } from './chart-data';

const BOX: ChartBox = { width: 600, height: 240, margin: { top: 16, right: 20, bottom: 36, left: 52 } };

const dayLabel = (day: string) => SHORT_UTC_DATE.format(new Date(`${day}T00:00:00Z`));
export const units = (u: number) => `${u > 0 ? '+' : ''}${u.toFixed(2)}u`;

/** Cumulative units by day, with the break-even (0 u) line. */
export function ProfitChart({ points }: { points: readonly ProfitPoint[] }) {
  if (points.length === 0) return <p>No graded picks match these filters yet.</p>;
  return (
    <CumulativeLineChart
      points={points}
      box={BOX}
      title={'Profit/loss over time, cumulative units'}
      description={points.map((p) => `${dayLabel(p.day)}: ${units(p.cumulative)}`).join('; ')}
      format={units}
      colours={{ up: '#16a34a', down: '#dc2626' }}
      role="profit-line"
      pointKey={(p) => p.day}
      pointTitle={(p) => `${dayLabel(p.day)}: ${units(p.dayProfit)} that day, ${units(p.cumulative)} in all`}
      label={(p) => dayLabel(p.day)}
      labelKey={(p) => p.day}
    />
  );
}
