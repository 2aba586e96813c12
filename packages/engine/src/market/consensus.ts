// The market's fair P(over) at the posted line from every book quoting it there (issue #27 item 4, the
// consensus part of #29 item 2). Each quote is freed of its margin, and the books are averaged in log-odds,
// weighted toward the sharper ones:
//   weight = sharpness (1 / margin², a cheaper book prices closer to the truth)
//          x agreement (1 / (1 + (d / AGREEMENT_SCALE)²), d = the book's distance in log-odds from the
//            sharpness-weighted median of all the books, when there are three or more: a book alone in its
//            view counts less).
// The book being bet stays in the consensus with its weight: the sharpness-weighted mean's error is close to
// independent of how far any one book sits from it, so picking the best-priced book does not pick the
// consensus's own errors (leaving that book out would: the others then sit, on average, on the far side of the
// book chosen for standing apart). A price is never judged only against itself: a book alone at the line gets
// no play (see priceMarket).
import { impliedProbability, noVig } from '@edgeboard/domain';
import type { BookQuote } from '../types';
import { logit } from './blend';
import { anytimeFair } from './one-sided-hold';

/**
 * Log-odds distance from the books' median at which a book's weight halves: 0.1 is about 2.5 probability points
 * near one half, a little more than two honest books differ by on the same prop.
 */
export const AGREEMENT_SCALE = 0.1;
/** Margins below this count as this: a price quoted at no margin is not infinitely sharp. */
const MIN_MARGIN = 0.02;

/** One book's part in the consensus. */
export interface ConsensusPart {
  sportsbook: string;
  /** Set when the book quoted another line: its fairOver is moved from there to the consensus line (issue #29 item 2). */
  line?: number;
  /** The book's own fair P(over): no-vig for a two-sided quote, implied / ANYTIME_TD_FACTOR for a one-sided one (one-sided-hold.ts). */
  fairOver: number;
  /** Its share of the consensus, 0..1; the shares sum to 1. */
  weight: number;
}

export interface Consensus {
  fairOver: number;
  parts: ConsensusPart[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The weighted median; a tie at exactly half the weight takes the midpoint of the two middle values. */
function weightedMedian(values: readonly { x: number; w: number }[]): number {
  const sorted = [...values].sort((a, b) => a.x - b.x);
  const half = sorted.reduce((s, v) => s + v.w, 0) / 2;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i];
    if (!v) continue;
    run += v.w;
    if (Math.abs(run - half) < 1e-9 * half) return (v.x + (sorted[i + 1]?.x ?? v.x)) / 2;
    if (run > half) return v.x;
  }
  return sorted[sorted.length - 1]?.x ?? 0;
}

/** Averages the books' fair P(over) in log-odds by sharpness x agreement; null without a book. */
export function combineBooks(
  books: readonly { sportsbook: string; line?: number; fairOver: number; sharpness: number }[],
): Consensus | null {
  if (books.length === 0) return null;
  const z = books.map((b) => ({ x: logit(b.fairOver), w: b.sharpness }));
  // Two books cannot outvote each other: the agreement factor needs three or more.
  const median = books.length >= 3 ? weightedMedian(z) : null;
  const raw = books.map((b, i) => {
    if (median === null) return b.sharpness;
    const d = Math.abs((z[i]?.x ?? 0) - median);
    return b.sharpness / (1 + (d / AGREEMENT_SCALE) ** 2);
  });
  const total = raw.reduce((a, b) => a + b, 0);
  const parts = books.map((b, i) => ({
    sportsbook: b.sportsbook,
    ...(b.line !== undefined && { line: b.line }),
    fairOver: b.fairOver,
    weight: (raw[i] ?? 0) / total,
  }));
  const mean = parts.reduce((s, p, i) => s + p.weight * (z[i]?.x ?? 0), 0);
  return { fairOver: sigmoid(mean), parts };
}

/**
 * Moves a book's fair P(over) at its own line to another line, through the prop's distribution anchored at the
 * book's quote (see anchored.ts); with `gapUnit`, the line gap at which a moved quote's weight halves.
 */
export interface QuoteMover {
  move(fromLine: number, fairOver: number, toLine: number): number;
  gapUnit: number;
}

/**
 * The two-sided quotes, de-vigged and combined at `line`. Without a mover only the quotes at that line count;
 * with one, a book at another line is first moved to it through the distribution, and counts less the further
 * it had to move (weight x 1 / (1 + (gap / gapUnit)²)): the move is only as good as the shape.
 */
export function twoSidedConsensus(
  books: readonly BookQuote[],
  line: number,
  mover?: QuoteMover,
): Consensus | null {
  const quotes = books.flatMap((b) => {
    const fair = b.line === line || mover ? noVig(b.overOdds, b.underOdds) : null;
    if (!fair) return [];
    const gap = Math.abs(b.line - line);
    const fairOver = gap === 0 || !mover ? fair.over : mover.move(b.line, fair.over, line);
    const distance = mover ? 1 / (1 + (gap / mover.gapUnit) ** 2) : 1;
    return [
      {
        sportsbook: b.sportsbook,
        ...(gap > 0 && { line: b.line }),
        fairOver,
        sharpness: distance / Math.max(MIN_MARGIN, fair.margin) ** 2,
      },
    ];
  });
  return combineBooks(quotes);
}

/**
 * A one-sided quote's P(over) with its hold removed by the measured single factor (see one-sided-hold.ts; an
 * under-only quote prices the over as its rest). It is never shown as the book's fair odds.
 */
export function oneSidedOver(b: BookQuote): number | null {
  if (b.overOdds != null) return anytimeFair(impliedProbability(b.overOdds));
  if (b.underOdds != null) return 1 - anytimeFair(impliedProbability(b.underOdds));
  return null;
}

/**
 * The one-sided quotes at `line` on the same side as `side` (anytime touchdowns: the "yes"), each freed of the
 * fitted hold, combined with equal sharpness: one price says nothing of a book's margin.
 */
export function oneSidedConsensus(
  books: readonly BookQuote[],
  line: number,
  side: 'over' | 'under',
): Consensus | null {
  const quotes = books.flatMap((b) => {
    if (b.line !== line || noVig(b.overOdds, b.underOdds)) return [];
    if ((side === 'over' ? b.overOdds : b.underOdds) == null) return [];
    const fairOver = oneSidedOver(b);
    return fairOver === null ? [] : [{ sportsbook: b.sportsbook, fairOver, sharpness: 1 }];
  });
  return combineBooks(quotes);
}
