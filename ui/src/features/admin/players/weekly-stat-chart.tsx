import { chartBox, SvgChart, ValueGridLines } from '@/components/svg-chart';
import { statTypeLabel, type GameLogEntry } from '@edgeboard/domain';
import type { StatKey } from './player-stats';

const BOX = chartBox(600, 220, { top: 16, right: 12, bottom: 32, left: 44 });
const { height: HEIGHT, margin: MARGIN, plotW: PLOT_W, plotH: PLOT_H } = BOX;

/**
 * One bar per game of the season for the position's main stat. Drawn as SVG like the performance charts: a
 * dozen bars do not justify a charting library in the admin bundle.
 */
export function WeeklyStatChart({ games, stat }: { games: readonly GameLogEntry[]; stat: StatKey }) {
  if (games.length === 0) return null;
  const label = statTypeLabel(stat).toLowerCase();
  const values = games.map((g) => g[stat]);
  const hi = Math.max(1, ...values);
  const lo = Math.min(0, ...values);
  const span = hi - lo;
  const y = (v: number) => MARGIN.top + ((hi - v) / span) * PLOT_H;
  const slot = PLOT_W / games.length;
  const bar = Math.min(36, slot * 0.7);
  const description = games
    .map((g) => `Week ${String(g.week)} vs ${g.opponent}: ${String(g[stat])}`)
    .join('; ');

  return (
    <SvgChart
      box={BOX}
      title={`${label.charAt(0).toUpperCase()}${label.slice(1)} per week`}
      description={description}
    >
      <ValueGridLines box={BOX} ticks={[hi, 0, lo]} y={y} format={String} zeroLine={{ stroke: '#94a3b8' }} />
      {games.map((g, i) => {
        const v = g[stat];
        const cx = MARGIN.left + slot * i + slot / 2;
        const top = y(Math.max(v, 0));
        return (
          <g key={g.game_id} data-role="week-bar">
            <rect x={cx - bar / 2} y={top} width={bar} height={Math.abs(y(v) - y(0))} rx={2} fill="#2563eb">
              <title>{`Week ${String(g.week)} vs ${g.opponent}: ${String(v)} ${label}`}</title>
            </rect>
            <text x={cx} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize="11" fill="#475569">
              {g.week}
            </text>
          </g>
        );
      })}
      <text x={MARGIN.left + PLOT_W / 2} y={HEIGHT - 2} textAnchor="middle" fontSize="11" fill="#475569">
        Week
      </text>
    </SvgChart>
  );
}
