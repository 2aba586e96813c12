import { SvgChart } from '@/components/svg-chart';
import type { CalibrationBand } from '@edgeboard/domain';

const WIDTH = 600;
const ROW = 52;
const BAR = 16;
const MARGIN = { top: 28, right: 64, bottom: 28, left: 108 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PROMISED = '#94a3b8';
const ACTUAL = '#2563eb';

const pct = (r: number | null) => (r === null ? '–' : `${(100 * r).toFixed(1)}%`);
const pickCount = (n: number) => `${String(n)} ${n === 1 ? 'pick' : 'picks'}`;

/** Two bars per Edge Score band (readable at phone width): the win rate its scores promised, and the real one. */
export function CalibrationChart({ bands }: { bands: readonly CalibrationBand[] }) {
  if (bands.every((b) => b.picks === 0)) return <p>No graded picks match these filters yet.</p>;
  const height = MARGIN.top + ROW * bands.length + MARGIN.bottom;
  const x = (rate: number) => MARGIN.left + rate * PLOT_W;
  const bottom = height - MARGIN.bottom;
  const description = bands
    .map(
      (b) =>
        `Edge Score ${b.band}: promised ${pct(b.promised)}, actual ${pct(b.actual)} (${pickCount(b.picks)})`,
    )
    .join('; ');

  return (
    <SvgChart
      box={{ width: WIDTH, height, margin: MARGIN }}
      title="Edge Score calibration"
      description={description}
    >
      <g fontSize="11" fill="#475569">
        <rect x={MARGIN.left} y={6} width={10} height={10} fill={PROMISED} />
        <text x={MARGIN.left + 14} y={15}>
          Promised
        </text>
        <rect x={MARGIN.left + 90} y={6} width={10} height={10} fill={ACTUAL} />
        <text x={MARGIN.left + 104} y={15}>
          Actual
        </text>
      </g>
      {[0, 0.5, 1].map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={MARGIN.top} y2={bottom} stroke="#e5e7eb" />
          <text x={x(t)} y={bottom + 16} textAnchor="middle" fontSize="11" fill="#475569">
            {`${String(100 * t)}%`}
          </text>
        </g>
      ))}
      {bands.map((b, i) => {
        const top = MARGIN.top + ROW * i + (ROW - 2 * BAR - 4) / 2;
        const bars = [
          { key: 'promised', rate: b.promised, fill: PROMISED, y: top },
          { key: 'actual', rate: b.actual, fill: ACTUAL, y: top + BAR + 4 },
        ] as const;
        return (
          <g key={b.band} data-role="band">
            <text x={MARGIN.left - 8} y={top + BAR} textAnchor="end" fontSize="12" fill="#334155">
              <tspan x={MARGIN.left - 8} dy="-0.2em" fontWeight="600">
                {b.band}
              </tspan>
              <tspan x={MARGIN.left - 8} dy="1.2em" fontSize="11" fill="#475569">
                {pickCount(b.picks)}
              </tspan>
            </text>
            {bars.map((bar) => (
              <g key={bar.key} data-role={bar.key}>
                <rect
                  x={MARGIN.left}
                  y={bar.y}
                  width={x(bar.rate ?? 0) - MARGIN.left}
                  height={BAR}
                  rx={3}
                  fill={bar.fill}
                />
                <text
                  x={x(bar.rate ?? 0) + 6}
                  y={bar.y + BAR / 2}
                  dominantBaseline="central"
                  fontSize="11"
                  fontWeight={bar.key === 'actual' ? '600' : '400'}
                  fill="#0f172a"
                >
                  {pct(bar.rate)}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </SvgChart>
  );
}
