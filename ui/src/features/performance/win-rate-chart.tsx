import { SvgChart } from '@/components/svg-chart';
import type { CategoryRate } from './chart-data';

const WIDTH = 600;
const ROW = 40;
const MARGIN = { top: 12, right: 56, bottom: 28, left: 150 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;

const pct = (r: number) => `${r.toFixed(1)}%`;

/** Horizontal bars (readable at phone width): win rate of each prop type, 0-100%. */
export function WinRateChart({ categories }: { categories: readonly CategoryRate[] }) {
  if (categories.length === 0) return <p>No graded picks match these filters yet.</p>;
  const height = MARGIN.top + ROW * categories.length + MARGIN.bottom;
  const x = (rate: number) => MARGIN.left + (rate / 100) * PLOT_W;
  const bottom = height - MARGIN.bottom;
  const record = (c: CategoryRate) => `${String(c.wins)}-${String(c.losses)}-${String(c.pushes)}`;
  const description = categories
    .map((c) => `${c.category}: ${c.rate === null ? 'no decided picks' : pct(c.rate)} (${record(c)})`)
    .join('; ');

  return (
    <SvgChart
      box={{ width: WIDTH, height, margin: MARGIN }}
      title="Win rate by category"
      description={description}
    >
      {[0, 50, 100].map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={MARGIN.top} y2={bottom} stroke="#e5e7eb" />
          <text x={x(t)} y={bottom + 16} textAnchor="middle" fontSize="11" fill="#475569">
            {`${String(t)}%`}
          </text>
        </g>
      ))}
      {categories.map((c, i) => {
        const cy = MARGIN.top + ROW * i + ROW / 2;
        const end = x(c.rate ?? 0);
        return (
          <g key={c.category} data-role="category">
            <text
              x={MARGIN.left - 8}
              y={cy}
              textAnchor="end"
              dominantBaseline="central"
              fontSize="12"
              fill="#334155"
            >
              {c.category}
            </text>
            <rect x={MARGIN.left} y={cy - 11} width={end - MARGIN.left} height={22} rx={3} fill="#2563eb">
              <title>{`${c.category}: ${record(c)}`}</title>
            </rect>
            <text x={end + 6} y={cy} dominantBaseline="central" fontSize="12" fontWeight="600" fill="#0f172a">
              {c.rate === null ? '–' : pct(c.rate)}
            </text>
          </g>
        );
      })}
    </SvgChart>
  );
}
