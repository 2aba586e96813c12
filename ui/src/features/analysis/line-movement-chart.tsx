// Each book's line over time as a step chart, with the publish time and kickoff marked and the pick's book
// drawn heavier; the table under it is the same figures as text (and the chart's colour key).
import { formatAmericanOdds } from '@edgeboard/domain';
import {
  AXIS_TEXT,
  plotHeight,
  plotWidth,
  SvgChart,
  ValueGridLines,
  type ChartBox,
} from '@/components/svg-chart';
import { lineTicks, type BookSeries, type LineMovement } from './line-movement-data';

const BOX: ChartBox = { width: 600, height: 260, margin: { top: 34, right: 20, bottom: 36, left: 52 } };
const PLOT_W = plotWidth(BOX);
const PLOT_H = plotHeight(BOX);
// Distinct hues, each at least 4.5:1 on white; the pick's book takes the first.
const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#475569'];
const MARKER = '#334155';

export const colourOf = (index: number): string => PALETTE[index % PALETTE.length] ?? MARKER;

const LINE_NUMBER = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
export const formatLine = (n: number): string => LINE_NUMBER.format(n);
const px = (n: number) => n.toFixed(1);

const DATE_TIME = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const DAY_HOUR = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric' });

/** A pull's time in the reader's own zone and format. */
export const formatPullTime = (ms: number): string => DATE_TIME.format(new Date(ms));

function prices(step: BookSeries['steps'][number]): string {
  const { overOdds, underOdds } = step.pull;
  if (overOdds === null && underOdds === null) return '';
  const side = (o: number | null) => (o === null ? 'not quoted' : formatAmericanOdds(o));
  return ` (over ${side(overOdds)}, under ${side(underOdds)})`;
}

function describe(view: LineMovement): string {
  const books = view.series.map((s) => {
    const levels = s.steps.map((st, i) => {
      const what = i === 0 ? 'opened at' : 'moved to';
      return `${what} ${formatLine(st.line)} on ${formatPullTime(st.from)}`;
    });
    const end = s.close === null ? `latest ${formatLine(s.latest)}` : `closed at ${formatLine(s.close)}`;
    return `${s.book}${s.isPickBook ? " (the pick's book)" : ''}: ${levels.join(', ')}; ${end}`;
  });
  const marks = [`Published ${formatPullTime(view.publishedAt)}`];
  if (view.kickoff !== null) marks.push(`kickoff ${formatPullTime(view.kickoff)}`);
  return `${books.join('. ')}. ${marks.join('; ')}.`;
}

/** A vertical marker across the plot, labelled at the top on the side with room. */
function TimeMarker({
  x,
  label,
  row,
  role,
  dash,
}: {
  x: number;
  label: string;
  row: number;
  role: string;
  dash?: string;
}) {
  const right = x > BOX.margin.left + PLOT_W / 2;
  return (
    <g data-role={role}>
      <line
        x1={x}
        x2={x}
        y1={BOX.margin.top - 4}
        y2={BOX.margin.top + PLOT_H}
        stroke={MARKER}
        strokeWidth={1.5}
        strokeDasharray={dash}
      />
      <text
        x={right ? x - 4 : x + 4}
        y={BOX.margin.top - 8 - row * 14}
        textAnchor={right ? 'end' : 'start'}
        fontSize="12"
        fontWeight="600"
        fill={MARKER}
      >
        {label}
      </text>
    </g>
  );
}

/** The step chart of every book's line. */
export function LineMovementChart({ view, statLabel }: { view: LineMovement; statLabel: string }) {
  const { lo, hi, ticks } = lineTicks(view.series.flatMap((s) => s.steps.map((st) => st.line)));
  const x = (ms: number) => BOX.margin.left + ((ms - view.start) / (view.end - view.start)) * PLOT_W;
  const y = (line: number) => BOX.margin.top + PLOT_H - ((line - lo) / (hi - lo)) * PLOT_H;
  const axisFormat = view.end - view.start < 2 * 86_400_000 ? DAY_HOUR : DAY;
  const xTicks = [view.start, (view.start + view.end) / 2, view.end];
  // The pick's book is drawn last so it lies on top where lines overlap.
  const drawOrder = view.series.map((s, i) => ({ s, colour: colourOf(i) })).reverse();

  return (
    <SvgChart box={BOX} title={`${statLabel} line by book over time`} description={describe(view)}>
      <ValueGridLines box={BOX} ticks={ticks} y={y} format={formatLine} />
      <line
        x1={BOX.margin.left}
        x2={BOX.width - BOX.margin.right}
        y1={BOX.margin.top + PLOT_H}
        y2={BOX.margin.top + PLOT_H}
        stroke={MARKER}
      />
      {xTicks.map((t, i) => (
        <text
          key={t}
          x={x(t)}
          y={BOX.margin.top + PLOT_H + 18}
          textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
          {...AXIS_TEXT}
        >
          {axisFormat.format(new Date(t))}
        </text>
      ))}

      {drawOrder.map(({ s, colour }) => {
        // Across at each level, then straight up or down to the next: a line holds until it moves.
        const d = s.steps
          .map((st, i) => {
            const to = `${i === 0 ? `M${px(x(st.from))} ` : 'V'}${px(y(st.line))}`;
            return `${to} H${px(x(st.to))}`;
          })
          .join(' ');
        return (
          <g key={s.book} data-role="series" data-book={s.book} data-pick-book={s.isPickBook || undefined}>
            <path
              d={d}
              fill="none"
              stroke={colour}
              strokeWidth={s.isPickBook ? 3.5 : 1.75}
              strokeOpacity={s.isPickBook ? 1 : 0.8}
            />
            {s.steps.map((st, i) => (
              <circle
                key={`${String(st.from)}-${String(i)}`}
                data-role="step"
                cx={x(st.from)}
                cy={y(st.line)}
                r={s.isPickBook ? 4.5 : 3}
                fill={i === 0 ? '#fff' : colour}
                stroke={colour}
                strokeWidth={1.5}
              >
                <title>{`${s.book} ${formatLine(st.line)}${prices(st)}, ${formatPullTime(st.from)}`}</title>
              </circle>
            ))}
          </g>
        );
      })}

      <TimeMarker x={x(view.publishedAt)} label="Published" row={1} role="published" dash="5 4" />
      {view.kickoff !== null && <TimeMarker x={x(view.kickoff)} label="Kickoff" row={0} role="kickoff" />}
    </SvgChart>
  );
}

/** Book, opening, close (or latest before kickoff) and moves: the chart's figures as text, and its key. */
export function LineMovementTable({ view }: { view: LineMovement }) {
  const cell = { padding: '6px 8px', borderBottom: '1px solid #e5e7eb' } as const;
  const num = { ...cell, textAlign: 'right' } as const;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'left', color: '#475569', paddingBottom: 4, captionSide: 'top' }}>
        Line by book
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'left' }}>
            Book
          </th>
          <th scope="col" style={num}>
            Opening
          </th>
          <th scope="col" style={num}>
            {view.closed ? 'Close' : 'Latest'}
          </th>
          <th scope="col" style={num}>
            Moves
          </th>
        </tr>
      </thead>
      <tbody>
        {view.series.map((s, i) => (
          <tr key={s.book} style={s.isPickBook ? { fontWeight: 600 } : undefined}>
            <th
              scope="row"
              style={{ ...cell, textAlign: 'left', fontWeight: 'inherit', overflowWrap: 'anywhere' }}
            >
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: s.isPickBook ? 4 : 2,
                  background: colourOf(i),
                  verticalAlign: 'middle',
                  marginRight: 6,
                }}
              />
              {s.book}
              {s.isPickBook && <span style={{ fontWeight: 400, color: '#475569' }}> (pick)</span>}
            </th>
            <td style={num}>{formatLine(s.opening)}</td>
            <td style={num}>{formatLine(s.close ?? s.latest)}</td>
            <td style={num}>{s.moves}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
