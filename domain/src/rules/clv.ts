// Closing line value (issue #14 item 4): how the published price compares with the close of the pick's book, the
// market's best-informed price. One home for the lock that stores it, the API and the web app's mocks.
import type { ClosingLine } from '../entities/market';
import { americanToDecimal, impliedProbability, noVig } from './odds';

/** The last pre-game pull of the pick's book, as stored. */
export interface ClosePull {
  book: string;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
}

/** What was published: the call, its line and its price (null for picks stored before prices were kept). */
export interface PublishedPrice {
  call: 'over' | 'under';
  line: number;
  price: number | null;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The close and the closing line value of a published pick.
 * - clv: the no-vig probability of the called side at the close (from the book's two closing prices) minus the
 *   probability the published price implies, vig included; positive means the published price beat the fair
 *   closing price. Null when the close is at another line (no rule here moves a market's probability to another
 *   line: the engine's P(over x) is the model's projection, not the market's), when the close is one-sided (one
 *   price cannot be freed of its margin) or when the pick has no published price.
 * - priceImprovement: decimal(published) / decimal(closing price of the same side) - 1, at the same line only.
 */
export function closingLineValue(published: PublishedPrice, close: ClosePull): ClosingLine {
  const closeSide = published.call === 'over' ? close.overOdds : close.underOdds;
  const sameLine = published.line === close.line;
  const fair = noVig(close.overOdds, close.underOdds);
  const clv =
    sameLine && fair && published.price !== null
      ? r4(fair[published.call] - impliedProbability(published.price))
      : null;
  const priceImprovement =
    sameLine && published.price !== null && closeSide !== null
      ? r4(americanToDecimal(published.price) / americanToDecimal(closeSide) - 1)
      : null;
  return { book: close.book, line: close.line, price: closeSide, clv, priceImprovement };
}

export interface ClvSummary {
  /** Mean clv of the picks with one; null when none has. */
  averageClv: number | null;
  clvCount: number;
  /** Share of those picks with clv > 0; null when none has. */
  beatCloseRate: number | null;
}

/** The summary cards' closing line value over a set of picks' clv (null: no close, or no clv at its close). */
export function summarizeClv(values: readonly (number | null | undefined)[]): ClvSummary {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (known.length === 0) return { averageClv: null, clvCount: 0, beatCloseRate: null };
  const sum = known.reduce((s, v) => s + v, 0);
  return {
    averageClv: r4(sum / known.length),
    clvCount: known.length,
    beatCloseRate: r4(known.filter((v) => v > 0).length / known.length),
  };
}
