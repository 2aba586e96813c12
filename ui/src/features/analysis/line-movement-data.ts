// The line movement chart's figures (issue #14 item 3), kept apart from the drawing so they can be checked
// directly: each book's line as steps (opening, each move, close), and the chart's time and line scales.
import type { LinePull, PropLineHistory } from '@edgeboard/domain';

/** One level of a book's line, held from `from` until `to` (epoch ms). */
export interface LineStep {
  line: number;
  from: number;
  to: number;
  /** The pull that set this level, for its prices and time. */
  pull: LinePull;
}

/** One level of a book's price for the called side, held from `from` until `to`. */
export interface PriceStep {
  price: number;
  from: number;
  to: number;
  pull: LinePull;
}

export interface BookSeries {
  book: string;
  isPickBook: boolean;
  steps: LineStep[];
  /** The called side's price as steps: a book may move its price and keep its line (issue #28 item 7). */
  prices: PriceStep[];
  opening: number;
  /** The last pre-game line once the game has kicked off; null before kickoff (there is no close yet). */
  close: number | null;
  latest: number;
  /** How many times the line or the called side's price changed after opening. */
  moves: number;
}

export interface LineMovement {
  series: BookSeries[];
  publishedAt: number;
  kickoff: number | null;
  /** Whether kickoff has passed: the table then says Close rather than Latest. */
  closed: boolean;
  /** The pick's side, whose price is charted. */
  side: 'over' | 'under';
  start: number;
  end: number;
}

const HOUR_MS = 3_600_000;

/**
 * Each book's steps, the pick's book first, then by name. Once the game has kicked off only the pulls before
 * kickoff count: the close is the last of them (the API's definition), and a live in-game line is not the
 * market the pick was published into. `now` is passed in so the figures do not depend on the clock.
 */
export function lineMovement(
  history: PropLineHistory,
  now: number,
  side: 'over' | 'under' = 'over',
): LineMovement | null {
  const publishedAt = Date.parse(history.publishedAt);
  const kickoff = history.kickoff === null ? null : Date.parse(history.kickoff);
  const closed = kickoff !== null && kickoff <= now;
  const pulls = history.pulls.filter((p) => !closed || Date.parse(p.pulledAt) <= kickoff);
  if (pulls.length === 0) return null;

  const times = pulls.map((p) => Date.parse(p.pulledAt));
  const lastPull = Math.max(...times);
  // Lines run to kickoff once closed; before that to the latest pull (what is known now).
  const seriesEnd = closed ? kickoff : lastPull;

  const byBook = new Map<string, LinePull[]>();
  for (const p of pulls) byBook.set(p.book, [...(byBook.get(p.book) ?? []), p]);
  const books = [...byBook.keys()].sort((a, b) =>
    a === history.pickBook ? -1 : b === history.pickBook ? 1 : a.localeCompare(b),
  );

  const series = books.flatMap((book): BookSeries[] => {
    // The API answers oldest first; sorting again costs little and keeps the steps right if it ever does not.
    const own = [...(byBook.get(book) ?? [])].sort((a, b) => Date.parse(a.pulledAt) - Date.parse(b.pulledAt));
    const steps: LineStep[] = [];
    for (const pull of own) {
      const at = Date.parse(pull.pulledAt);
      const last = steps[steps.length - 1];
      if (last !== undefined && last.line === pull.line) continue;
      if (last !== undefined) last.to = at;
      steps.push({ line: pull.line, from: at, to: seriesEnd, pull });
    }
    const prices: PriceStep[] = [];
    for (const pull of own) {
      const price = side === 'over' ? pull.overOdds : pull.underOdds;
      const at = Date.parse(pull.pulledAt);
      const last = prices[prices.length - 1];
      if (price === null || (last !== undefined && last.price === price)) continue;
      if (last !== undefined) last.to = at;
      prices.push({ price, from: at, to: seriesEnd, pull });
    }
    const first = steps[0];
    const final = steps[steps.length - 1];
    if (first === undefined || final === undefined) return [];
    return [
      {
        book,
        isPickBook: book === history.pickBook,
        steps,
        prices,
        opening: first.line,
        close: closed ? final.line : null,
        latest: final.line,
        moves: movesOf(own, side),
      },
    ];
  });

  const start = Math.min(...times, publishedAt);
  let end = Math.max(lastPull, publishedAt, kickoff ?? lastPull);
  // A single pull at the publish time still needs a width to draw across.
  if (end - start < HOUR_MS) end = start + HOUR_MS;
  return { series, publishedAt, kickoff, closed, side, start, end };
}

/** Pulls after the first that changed the line or the called side's price. */
function movesOf(pulls: readonly LinePull[], side: 'over' | 'under'): number {
  let moves = 0;
  for (let i = 1; i < pulls.length; i++) {
    const a = pulls[i - 1];
    const b = pulls[i];
    if (a === undefined || b === undefined) continue;
    const price = (p: LinePull) => (side === 'over' ? p.overOdds : p.underOdds);
    if (a.line !== b.line || price(a) !== price(b)) moves++;
  }
  return moves;
}

const NICE_STEPS = [0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100];

/** Round line-axis bounds and ticks, half a tick of room either side so no step sits on the frame. */
export function lineTicks(lines: readonly number[]): { lo: number; hi: number; ticks: number[] } {
  const min = Math.min(...lines);
  const max = Math.max(...lines);
  const range = Math.max(max - min, 1);
  const step = NICE_STEPS.find((s) => s >= range / 3) ?? 100;
  const lo = Math.floor((min - step / 2) / step) * step;
  const hi = Math.ceil((max + step / 2) / step) * step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + 1e-9; t += step) ticks.push(Math.round(t * 100) / 100);
  return { lo, hi, ticks };
}

/**
 * American odds on a continuous scale for charting: -110 and +110 sit 20 apart (as 1.91 and 2.10 decimal do),
 * not 220, and -100 and +100 are the same point.
 */
export const oddsToScale = (odds: number): number => (odds >= 100 ? odds - 100 : odds + 100);
export const scaleToOdds = (v: number): number => (v >= 0 ? v + 100 : v - 100);
