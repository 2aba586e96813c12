// Prices one prop against the books: the posted line, the market's fair probability there (a consensus of
// every book quoting that line, see consensus.ts), the published probability (market and model combined), the
// best price for the call, its expected value and the play / no-play verdict. The engine's Edge Score is
// edgeScoreOf(published P(call wins)).
import { edgeScoreOf, expectedValue, impliedProbability, LINE_FRESHNESS_MS, noVig } from '@edgeboard/domain';
import type { NoPlayReason, PropLine } from '@edgeboard/domain';
import type { BookQuote, MarketPrice, MarketPricing, PickCall } from '../types';

export type { BookQuote, MarketPrice, MarketPricing } from '../types';
import { combine, MARKET_ONLY } from './blend';
import type { MarketBlend } from './blend';
import type { Consensus, QuoteMover } from './consensus';
import { oneSidedConsensus, twoSidedConsensus } from './consensus';
import { anchorDistribution } from './anchored';
import type { AnchoredDistribution, PropShape } from './anchored';

export { ANYTIME_TD_FACTOR, ANYTIME_TD_HOLD, anytimeFair, fairOneSided } from './one-sided-hold';

/**
 * The smallest expected value called an edge: half of the 0.1% the pages print EV to. Below it a "Play" would
 * sit beside "+0.0%" (the word and the number disagreeing), and floating-point noise (a fair price computes
 * to 1e-16) is never an edge.
 */
export const MIN_PLAY_EV = 0.0005;
/** Fewer earlier games than this and the projection is not trusted enough to bet. */
export const THIN_HISTORY_GAMES = 6;
/** A posted line older than this at publication is stale: books have moved since (the odds board greys it too). */
export const DEFAULT_LINE_FRESHNESS_MS = LINE_FRESHNESS_MS;

/** A stored prop line as a book's quote (a side the book did not price is null). */
export function bookQuote(
  l: Pick<PropLine, 'sportsbook' | 'line_value' | 'over_odds' | 'under_odds' | 'pulled_at'>,
): BookQuote {
  return {
    sportsbook: l.sportsbook,
    line: l.line_value,
    overOdds: l.over_odds ?? null,
    underOdds: l.under_odds ?? null,
    pulledAt: l.pulled_at,
  };
}

export interface PriceInput {
  /** Every book's quote for this player, stat type and game. */
  books: readonly BookQuote[];
  /** The model's calibrated P(over) at the posted line: call `modelPOverAt` with the chosen line. */
  modelPOverAt: (line: number) => number;
  blend?: MarketBlend;
  /** Earlier games the projection read. */
  historyGames: number;
  /** The player is listed out or doubtful. */
  injured?: boolean;
  /** Publication time, for the freshness check (no check without it). */
  now?: Date;
  freshnessMs?: number;
  /**
   * The prop's distribution shape (anchored.ts). With it, books at other lines are moved to the posted line
   * for the consensus and every quote is judged at its own line; without it only the posted line counts.
   */
  shape?: PropShape;
}

/** One book's quote judged at its own line: each side's price and EV against the published distribution. */
export interface QuoteValue {
  sportsbook: string;
  line: number;
  /** Published P(over) at this quote's line. */
  pOver: number;
  over: { odds: number; ev: number } | null;
  under: { odds: number; ev: number } | null;
}

/** The line gap at which a moved quote's consensus weight halves: one step of the stat's ladder. */
const GAP_UNIT: Record<PropShape['statType'], number> = {
  passing_yards: 10,
  rushing_yards: 5,
  receiving_yards: 5,
  receptions: 1,
  passing_tds: 1,
  touchdowns: 1,
};

function moverFor(shape: PropShape): QuoteMover {
  return {
    move: (from, fairOver, to) => anchorDistribution(shape, from, fairOver).pOver(to),
    gapUnit: GAP_UNIT[shape.statType],
  };
}

/** Every priced quote at its own line, both sides, EV against the distribution through the published P(over). */
export function judgeQuotes(
  books: readonly BookQuote[],
  postedLine: number,
  pOver: number,
  dist: AnchoredDistribution | null,
): QuoteValue[] {
  return books.flatMap((b) => {
    if (b.line !== postedLine && !dist) return [];
    const p = b.line === postedLine || !dist ? pOver : dist.pOver(b.line);
    const side = (odds: number | null, win: number) =>
      odds == null ? null : { odds, ev: expectedValue(win, odds) };
    const over = side(b.overOdds, p);
    const under = side(b.underOdds, 1 - p);
    return over || under ? [{ sportsbook: b.sportsbook, line: b.line, pOver: p, over, under }] : [];
  });
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** The consensus line: the median of the books' lines, on the half-point grid. */
export function consensusLine(books: readonly BookQuote[]): number {
  return Math.round(median(books.map((b) => b.line)) * 2) / 2;
}

/** Sharpness order: a two-sided quote by its margin, then a one-sided quote, then an unpriced line. */
function margin(b: BookQuote): number {
  const two = noVig(b.overOdds, b.underOdds);
  if (two) return two.margin;
  return b.overOdds != null || b.underOdds != null ? ONE_SIDED_SORT : Infinity;
}

/** Where one-sided quotes sort among margins: after every two-sided quote, before unpriced lines. */
const ONE_SIDED_SORT = 1e6;

/**
 * The market at the posted line: the consensus of the books quoting it the way the posted book does (two-sided
 * quotes when it is two-sided, the same side's one-sided quotes when it is one-sided). An unpriced line is the
 * posted book's 50/50 point by construction.
 */
function marketAt(
  books: readonly BookQuote[],
  posted: BookQuote,
  mover?: QuoteMover,
): { pricing: MarketPricing; fair: number | null; market: number; consensus: Consensus | null } {
  if (noVig(posted.overOdds, posted.underOdds)) {
    const consensus = twoSidedConsensus(books, posted.line, mover);
    const fair = consensus?.fairOver ?? 0.5;
    return { pricing: 'two_sided', fair, market: fair, consensus };
  }
  if (posted.overOdds != null || posted.underOdds != null) {
    const consensus = oneSidedConsensus(books, posted.line, posted.overOdds != null ? 'over' : 'under');
    return { pricing: 'one_sided', fair: null, market: consensus?.fairOver ?? 0.5, consensus };
  }
  return { pricing: 'unpriced', fair: null, market: 0.5, consensus: null };
}

/**
 * The quote whose line is published: among the books at the consensus line (all books when none sits
 * on it), the one with the smallest margin, the sharpest price; ties keep the given order.
 */
export function postedQuote(books: readonly BookQuote[]): BookQuote | null {
  if (books.length === 0) return null;
  const line = consensusLine(books);
  const atLine = books.filter((b) => b.line === line);
  const candidates = atLine.length > 0 ? atLine : books;
  const sharpest = [...candidates].sort((a, b) => margin(a) - margin(b))[0] ?? null;
  if (!sharpest || margin(sharpest) !== ONE_SIDED_SORT) return sharpest;
  // One-sided quotes have no margin to rank them by: post the median price, not whichever came first.
  const oneSided = candidates
    .filter((b) => margin(b) === ONE_SIDED_SORT)
    .sort((a, b) => oneSidedImplied(a) - oneSidedImplied(b));
  return oneSided[(oneSided.length - 1) >> 1] ?? sharpest;
}

function oneSidedImplied(b: BookQuote): number {
  return b.overOdds != null ? impliedProbability(b.overOdds) : 1 - impliedProbability(b.underOdds ?? 100);
}

/** Null when no book quotes the prop. */
export function priceMarket(input: PriceInput): MarketPrice | null {
  const posted = postedQuote(input.books);
  if (!posted) return null;
  const postedLine = posted.line;
  const market = marketAt(input.books, posted, input.shape && moverFor(input.shape));
  const fairBooks = market.consensus?.parts.map((p) => p.sportsbook) ?? [posted.sportsbook];
  const modelOver = input.modelPOverAt(postedLine);
  const pOver = combine(market.market, modelOver, input.blend ?? MARKET_ONLY);
  // Every quote judged at its own line, on both sides: with a shape the distribution through the published
  // P(over) prices a book hanging another line; without one only the posted line's quotes are judged.
  const dist = input.shape ? anchorDistribution(input.shape, postedLine, pOver) : null;
  const quotes = judgeQuotes(input.books, postedLine, pOver, dist);
  // Each side's best price at the posted line and its EV against the published probability. The quotes at other
  // lines are judged above (their EV is shown) but the stored pick has one line and one price: a best price at
  // another line needs the pick to carry that line, which it does not yet.
  const bestOn = (side: PickCall): MarketPrice['best'] => {
    let best: MarketPrice['best'] = null;
    for (const q of quotes) {
      const s = side === 'over' ? q.over : q.under;
      if (q.line !== postedLine || !s) continue;
      if (!best || s.odds > best.odds) best = { sportsbook: q.sportsbook, odds: s.odds };
    }
    return best;
  };
  const evOn = (side: PickCall, best: MarketPrice['best']) =>
    best ? expectedValue(side === 'over' ? pOver : 1 - pOver, best.odds) : null;
  // A one-sided market can only be bet on its quoted side (anytime touchdowns: "yes"), so that side is the
  // call and its probability the Edge Score, however low; a pick on a side no book sells would be a tip
  // nobody can take. A two-sided market is called on the side whose best price is worth more than it costs,
  // when one is; otherwise on the likelier side. Calling the likelier side first and pricing it second would
  // pick the side the fair price's own error favours: on a line set at the median, where both sides are near
  // 50%, that error is the whole of the claimed edge (simulated on the demo's books: +1.7% claimed, 0.1% earned).
  let call: PickCall;
  if (market.pricing === 'one_sided') call = posted.overOdds != null ? 'over' : 'under';
  else {
    const overEv = evOn('over', bestOn('over')) ?? -Infinity;
    const underEv = evOn('under', bestOn('under')) ?? -Infinity;
    if (Math.max(overEv, underEv) >= MIN_PLAY_EV) call = overEv >= underEv ? 'over' : 'under';
    else call = pOver >= 0.5 ? 'over' : 'under';
  }
  const win = (p: number) => (call === 'over' ? p : 1 - p);
  const winProbability = win(pOver);
  const best = bestOn(call);
  const ev = evOn(call, best);

  const freshness = input.freshnessMs ?? DEFAULT_LINE_FRESHNESS_MS;
  const pulled = posted.pulledAt ? Date.parse(posted.pulledAt) : NaN;
  let reason: NoPlayReason | null = null;
  if (input.injured) reason = 'injury';
  else if (input.historyGames < THIN_HISTORY_GAMES) reason = 'thin_history';
  else if (input.now && Number.isFinite(pulled) && input.now.getTime() - pulled > freshness)
    reason = 'stale_line';
  // A book alone at the line is judged against its own no-vig price, which its margin keeps below its price:
  // no edge unless the model moved it.
  else if (ev === null || ev < MIN_PLAY_EV) reason = 'no_edge';

  return {
    line: postedLine,
    posted,
    pricing: market.pricing,
    fairOver: market.fair,
    fairBooks,
    consensus: market.consensus?.parts,
    marketOver: market.market,
    modelOver,
    pOver,
    call,
    winProbability,
    edgeScore: edgeScoreOf(winProbability),
    fairWin: market.fair === null ? null : win(market.fair),
    modelWin: win(modelOver),
    best,
    ev,
    quotes,
    verdict: reason === null ? 'play' : 'no_play',
    reason,
  };
}
