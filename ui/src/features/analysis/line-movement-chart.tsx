// Each book's line over time as a step chart and, under it, the called side's price, since a book often moves
// its price and keeps its line (issue #28 item 7: the line chart alone was flat then); the table under them is
// the same figures as text (and the charts' colour key).
import { formatAmericanOdds } from '@edgeboard/domain';
import {
  lineTicks,
  oddsToScale,
  scaleToOdds,
  type BookSeries,
  type LineMovement,
} from './line-movement-data';
import { colourOf, StepChart, stepChartBox, type StepChartProps } from './step-chart';

export { colourOf } from './step-chart';

const LINE_NUMBER = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
export const formatLine = (n: number): string => LINE_NUMBER.format(n);

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

function describeLines(view: LineMovement): string {
  const books = view.series.map((s) => {
    const levels = s.steps.map((st, i) => {
      const what = i === 0 ? 'opened at' : 'moved to';
      return `${what} ${formatLine(st.line)} on ${formatPullTime(st.from)}`;
    });
    const end = s.close === null ? `latest ${formatLine(s.latest)}` : `closed at ${formatLine(s.close)}`;
    return `${s.book}${s.isPickBook ? " (the pick's book)" : ''}: ${levels.join(', ')}; ${end}`;
  });
  return `${books.join('. ')}. ${marksText(view)}`;
}

function describePrices(view: LineMovement): string {
  const books = view.series
    .filter((s) => s.prices.length > 0)
    .map((s) => {
      const levels = s.prices.map(
        (p, i) =>
          `${i === 0 ? 'opened at' : 'moved to'} ${formatAmericanOdds(p.price)} on ${formatPullTime(p.from)}`,
      );
      return `${s.book}${s.isPickBook ? " (the pick's book)" : ''}: ${levels.join(', ')}`;
    });
  return `${books.join('. ')}. ${marksText(view)}`;
}

function marksText(view: LineMovement): string {
  const marks = [`Published ${formatPullTime(view.publishedAt)}`];
  if (view.kickoff !== null) marks.push(`kickoff ${formatPullTime(view.kickoff)}`);
  return `${marks.join('; ')}.`;
}

function common(view: LineMovement, width: number) {
  const markers: StepChartProps['markers'] = [
    { at: view.publishedAt, label: 'Published', role: 'published', dash: '5 4' },
  ];
  if (view.kickoff !== null) markers.push({ at: view.kickoff, label: 'Kickoff', role: 'kickoff' });
  return {
    box: stepChartBox(width),
    start: view.start,
    end: view.end,
    xFormat: view.end - view.start < 2 * 86_400_000 ? DAY_HOUR : DAY,
    markers,
  };
}

/** The step chart of every book's line, drawn for `width` pixels (600 when unknown). */
export function LineMovementChart({
  view,
  statLabel,
  width = 600,
}: {
  view: LineMovement;
  statLabel: string;
  width?: number;
}) {
  const { lo, hi, ticks } = lineTicks(view.series.flatMap((s) => s.steps.map((st) => st.line)));
  return (
    <StepChart
      {...common(view, width)}
      title={`${statLabel} line by book over time`}
      description={describeLines(view)}
      lo={lo}
      hi={hi}
      ticks={ticks}
      format={formatLine}
      series={view.series.map((s, i) => ({
        book: s.book,
        isPickBook: s.isPickBook,
        colour: colourOf(i),
        steps: s.steps.map((st) => ({
          value: st.line,
          from: st.from,
          to: st.to,
          title: `${s.book} ${formatLine(st.line)}${prices(st)}, ${formatPullTime(st.from)}`,
        })),
      }))}
    />
  );
}

/** The called side's price by book over time; null when no book priced it. */
export function PriceMovementChart({ view, width = 600 }: { view: LineMovement; width?: number }) {
  const scaled = view.series.flatMap((s) => s.prices.map((p) => oddsToScale(p.price)));
  if (scaled.length === 0) return null;
  const { lo, hi, ticks } = lineTicks(scaled);
  const side = view.side === 'over' ? 'Over' : 'Under';
  return (
    <StepChart
      {...common(view, width)}
      title={`${side} price by book over time`}
      description={describePrices(view)}
      lo={lo}
      hi={hi}
      ticks={ticks}
      format={(v) => formatAmericanOdds(scaleToOdds(v))}
      series={view.series.map((s, i) => ({
        book: s.book,
        isPickBook: s.isPickBook,
        colour: colourOf(i),
        steps: s.prices.map((p) => ({
          value: oddsToScale(p.price),
          from: p.from,
          to: p.to,
          title: `${s.book} ${side.toLowerCase()} ${formatAmericanOdds(p.price)} at ${formatLine(p.pull.line)}, ${formatPullTime(p.from)}`,
        })),
      }))}
    />
  );
}

const priceOf = (price: number | undefined) => (price === undefined ? '' : formatAmericanOdds(price));

/** Book, opening, close (or latest before kickoff) and moves: the charts' figures as text, and their key. */
export function LineMovementTable({ view }: { view: LineMovement }) {
  const cell = { padding: '6px', borderBottom: '1px solid #e5e7eb' } as const;
  const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
  const side = view.side === 'over' ? 'over' : 'under';
  const sub = { display: 'block', fontSize: 12, fontWeight: 400, color: '#475569' } as const;
  // Book names no longer squeeze to a letter a line, so on a narrow phone the table scrolls in its own box.
  return (
    <div
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      data-role="line-table-scroll"
      // A region that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label="Line moves by book"
    >
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ textAlign: 'left', color: '#475569', paddingBottom: 4, captionSide: 'top' }}>
          Line by book, with the {side} price
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
              {/* A book's name breaks between words only: at 375 px it wrapped letter by letter. */}
              <th
                scope="row"
                data-role="book"
                style={{
                  ...cell,
                  textAlign: 'left',
                  fontWeight: 'inherit',
                  overflowWrap: 'normal',
                  wordBreak: 'normal',
                }}
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
                <span style={{ whiteSpace: 'nowrap' }}>{s.book}</span>
                {s.isPickBook && <span style={{ fontWeight: 400, color: '#475569' }}> (pick)</span>}
              </th>
              <td style={num}>
                {formatLine(s.opening)} <span style={sub}>{priceOf(s.prices[0]?.price)}</span>
              </td>
              <td style={num}>
                {formatLine(s.close ?? s.latest)}{' '}
                <span style={sub}>{priceOf(s.prices[s.prices.length - 1]?.price)}</span>
              </td>
              <td style={num}>{s.moves}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
