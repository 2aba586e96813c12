import { SHORT_UTC_DATE, SvgChart, ValueGridLines, type ChartBox } from '@/components/svg-chart';
import type { ProfitPoint } from './chart-data';

const WIDTH = 600;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 20, bottom: 36, left: 52 };
const BOX: ChartBox = { width: WIDTH, height: HEIGHT, margin: MARGIN };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const UP = '#16a34a';
const DOWN = '#dc2626';

const dayLabel = (day: string) => SHORT_UTC_DATE.format(new Date(`${day}T00:00:00Z`));
export const units = (u: number) => `${u > 0 ? '+' : ''}${u.toFixed(2)}u`;

/** Cumulative units by day, with the break-even (0 u) line. */
export function ProfitChart({ points }: { points: readonly ProfitPoint[] }) {
  if (points.length === 0) return <p>No graded picks match these filters yet.</p>;
  const values = points.map((p) => p.cumulative);
  const hi = Math.max(0, ...values);
  const lo = Math.min(0, ...values);
  const span = hi - lo === 0 ? 1 : hi - lo;
  const y = (v: number) => MARGIN.top + ((hi - v) / span) * PLOT_H;
  const x = (i: number) =>
    points.length === 1 ? MARGIN.left + PLOT_W / 2 : MARGIN.left + (i / (points.length - 1)) * PLOT_W;
  const last = points[points.length - 1];
  const colour = (last?.cumulative ?? 0) >= 0 ? UP : DOWN;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.cumulative).toFixed(1)}`)
    .join(' ');
  const first = points[0];
  const xLabels =
    first === undefined || last === undefined || points.length === 1 ? [0] : [0, points.length - 1];
  const description = points.map((p) => `${dayLabel(p.day)}: ${units(p.cumulative)}`).join('; ');

  return (
    <SvgChart box={BOX} title={'Profit/loss over time, cumulative units'} description={description}>
      <ValueGridLines
        box={BOX}
        ticks={[hi, 0, lo]}
        y={y}
        format={units}
        zeroLine={{ stroke: '#334155', dash: '4 3' }}
      />
      <path d={path} fill="none" stroke={colour} strokeWidth={2.5} data-role="profit-line" />
      {points.map((p, i) => (
        <circle key={p.day} cx={x(i)} cy={y(p.cumulative)} r={3.5} fill={colour}>
          <title>{`${dayLabel(p.day)}: ${units(p.dayProfit)} that day, ${units(p.cumulative)} in all`}</title>
        </circle>
      ))}
      {xLabels.map((i) => {
        const p = points[i];
        return p === undefined ? null : (
          <text
            key={p.day}
            x={x(i)}
            y={HEIGHT - MARGIN.bottom + 20}
            textAnchor={points.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
            fontSize="11"
            fill="#475569"
          >
            {dayLabel(p.day)}
          </text>
        );
      })}
    </SvgChart>
  );
}
