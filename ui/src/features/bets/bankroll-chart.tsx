// The bankroll: cumulative P/L after each settled bet, hand-drawn on the shared SVG frame (no chart library).
import type { BankrollPoint } from '@edgeboard/domain';
import { SHORT_UTC_DATE, SvgChart, ValueGridLines, type ChartBox } from '@/components/svg-chart';
import { formatSignedUnits } from './bet-format';

const BOX: ChartBox = { width: 600, height: 220, margin: { top: 16, right: 20, bottom: 32, left: 60 } };
const PLOT_W = BOX.width - BOX.margin.left - BOX.margin.right;
const PLOT_H = BOX.height - BOX.margin.top - BOX.margin.bottom;
const UP = '#15803d';
const DOWN = '#b91c1c';

const day = (at: string) => SHORT_UTC_DATE.format(new Date(at));

export function BankrollChart({ points }: { points: readonly BankrollPoint[] }) {
  if (points.length === 0) return <p style={{ margin: 0 }}>The chart starts with your first settled bet.</p>;
  const values = points.map((p) => p.cumulative);
  const hi = Math.max(0, ...values);
  const lo = Math.min(0, ...values);
  const span = hi - lo === 0 ? 1 : hi - lo;
  const y = (v: number) => BOX.margin.top + ((hi - v) / span) * PLOT_H;
  const x = (i: number) =>
    points.length === 1 ? BOX.margin.left + PLOT_W / 2 : BOX.margin.left + (i / (points.length - 1)) * PLOT_W;
  const last = points[points.length - 1];
  const colour = (last?.cumulative ?? 0) >= 0 ? UP : DOWN;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.cumulative).toFixed(1)}`)
    .join(' ');
  const description = points
    .map((p, i) => `Bet ${String(i + 1)}, ${day(p.at)}: ${formatSignedUnits(p.cumulative)}`)
    .join('; ');
  const labelled = points.length === 1 ? [0] : [0, points.length - 1];
  return (
    <SvgChart box={BOX} title="Bankroll: cumulative profit/loss in units" description={description}>
      <ValueGridLines
        box={BOX}
        ticks={[hi, 0, lo]}
        y={y}
        format={formatSignedUnits}
        zeroLine={{ stroke: '#334155', dash: '4 3' }}
      />
      <path d={path} fill="none" stroke={colour} strokeWidth={2.5} data-role="bankroll-line" />
      {points.map((p, i) => (
        <circle key={`${p.at}-${String(i)}`} cx={x(i)} cy={y(p.cumulative)} r={3.5} fill={colour}>
          <title>{`${day(p.at)}: ${formatSignedUnits(p.profit)}, ${formatSignedUnits(p.cumulative)} in all`}</title>
        </circle>
      ))}
      {labelled.map((i) => {
        const p = points[i];
        return p === undefined ? null : (
          <text
            key={`label-${String(i)}`}
            x={x(i)}
            y={BOX.height - BOX.margin.bottom + 20}
            textAnchor={points.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
            fontSize="11"
            fill="#475569"
          >
            {day(p.at)}
          </text>
        );
      })}
    </SvgChart>
  );
}
