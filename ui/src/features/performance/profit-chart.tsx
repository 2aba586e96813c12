import { useId } from 'react';
import type { ProfitPoint } from './chart-data';

const WIDTH = 600;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 20, bottom: 36, left: 52 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
const UP = '#16a34a';
const DOWN = '#dc2626';

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => SHORT_DATE.format(new Date(`${day}T00:00:00Z`));
export const units = (u: number) => `${u > 0 ? '+' : ''}${u.toFixed(2)}u`;

/** Cumulative units by day, with the break-even (0 u) line. */
export function ProfitChart({ points }: { points: readonly ProfitPoint[] }) {
  const id = useId();
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
    <svg
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      style={{ maxWidth: WIDTH, display: 'block' }}
    >
      <title id={`${id}-title`}>Profit/loss over time, cumulative units</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {[...new Set([hi, 0, lo])].map((t) => (
        <g key={t}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(t)}
            y2={y(t)}
            stroke={t === 0 ? '#334155' : '#e5e7eb'}
            strokeDasharray={t === 0 ? '4 3' : undefined}
          />
          <text
            x={MARGIN.left - 6}
            y={y(t)}
            textAnchor="end"
            dominantBaseline="central"
            fontSize="11"
            fill="#475569"
          >
            {units(t)}
          </text>
        </g>
      ))}
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
    </svg>
  );
}
