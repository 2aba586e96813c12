import { chartBox, SHORT_UTC_DATE, SvgChart, ValueGridLines } from './svg-chart';
import type { HistoricalGame } from '@edgeboard/domain';

const BOX = chartBox(600, 280, { top: 28, right: 16, bottom: 64, left: 56 });
const { width: WIDTH, margin: MARGIN, plotW: PLOT_W, plotH: PLOT_H } = BOX;
const ABOVE = '#2563eb';
const BELOW = '#94a3b8';
const LINE = '#dc2626';

const SHORT_UTC_DATE_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * ISO dates read as `Oct 6`, or `Oct 6, 2024` when `withYear` (the bars span more than one year: a season runs
 * from September into January, and the log reaches back into the season before); other labels (`2024 W5`) are
 * shown as the engine wrote them.
 */
export function barLabel(date: string, withYear = false): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) return date;
  const d = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(d.getTime())) return date;
  return (withYear ? SHORT_UTC_DATE_YEAR : SHORT_UTC_DATE).format(d);
}

/** Whether the bars' dates fall in more than one year, so each label needs its year. */
export function spansYears(dates: readonly string[]): boolean {
  return new Set(dates.map((d) => /^(\d{4})/.exec(d)?.[1]).filter((y) => y !== undefined)).size > 1;
}

/** A round top for the value axis, with head-room so the tallest bar and the line both fit. */
export function axisMax(values: readonly number[]): number {
  const top = Math.max(0, ...values);
  if (top === 0) return 1;
  const raw = top * 1.1;
  const step = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 2.5, 5, 10].find((m) => m * step >= raw) ?? 10;
  return nice * step;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

interface HistoryChartProps {
  games: readonly HistoricalGame[];
  /** The prop's line (ai_picks[0].lineValue), drawn across the bars. */
  line: number;
  /** What the bars count, e.g. "Passing Yards". */
  statLabel: string;
}

/** Bars of the player's recent games with the prop's line across them. */
export function HistoryChart({ games, line, statLabel }: HistoryChartProps) {
  if (games.length === 0) return <p>No game history available for this prop.</p>;

  const max = axisMax([...games.map((g) => g.points), line]);
  const y = (v: number) => MARGIN.top + PLOT_H - (Math.max(0, v) / max) * PLOT_H;
  const band = PLOT_W / games.length;
  const barW = Math.min(48, band * 0.6);
  const ticks = [0, max / 2, max];
  const lineY = y(line);
  const withYear = spansYears(games.map((g) => g.date));
  const label = (date: string) => barLabel(date, withYear);
  const description = games
    .map(
      (g) =>
        `${label(g.date)}: ${fmt(g.points)} (${g.points > line ? 'over' : g.points < line ? 'under' : 'on'} the line)`,
    )
    .join('; ');

  return (
    <SvgChart box={BOX} title={`${statLabel} by game, with the ${fmt(line)} line`} description={description}>
      <ValueGridLines box={BOX} ticks={ticks} y={y} format={fmt} />
      <text
        transform={`translate(14 ${MARGIN.top + PLOT_H / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize="12"
        fill="#334155"
      >
        {statLabel}
      </text>

      {games.map((g, i) => {
        const cx = MARGIN.left + band * i + band / 2;
        const top = y(g.points);
        return (
          <g key={`${g.date}-${String(i)}`} data-role="bar">
            <rect
              x={cx - barW / 2}
              y={top}
              width={barW}
              height={MARGIN.top + PLOT_H - top}
              fill={g.points > line ? ABOVE : BELOW}
              rx={3}
            >
              <title>{`${label(g.date)}: ${fmt(g.points)}`}</title>
            </rect>
            <text
              transform={`translate(${cx} ${MARGIN.top + PLOT_H + 12}) rotate(-35)`}
              textAnchor="end"
              fontSize="11"
              fill="#475569"
            >
              {label(g.date)}
            </text>
          </g>
        );
      })}
      <line
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={MARGIN.top + PLOT_H}
        y2={MARGIN.top + PLOT_H}
        stroke="#334155"
      />

      <line
        data-role="prop-line"
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={lineY}
        y2={lineY}
        stroke={LINE}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text
        x={WIDTH - MARGIN.right}
        y={lineY - 6}
        textAnchor="end"
        fontSize="12"
        fontWeight="600"
        fill={LINE}
      >
        {`Line ${fmt(line)}`}
      </text>
    </SvgChart>
  );
}
