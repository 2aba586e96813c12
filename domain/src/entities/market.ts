import { z } from 'zod';
import { EntityId, Probability, Timestamp } from './common';

/**
 * The longest American price accepted: +100000 (1,000 to 1), past any book's board. Stored in `integer`
 * columns, which hold 2^31 - 1 on PostgreSQL; unbounded, a price of 2^31 answered 500 there.
 */
export const AMERICAN_ODDS_LIMIT = 100_000;

/** American odds: -110, +150... never between -100 and +100 exclusive, at most AMERICAN_ODDS_LIMIT either way. */
export const AmericanOdds = z
  .number()
  .int()
  .min(-AMERICAN_ODDS_LIMIT)
  .max(AMERICAN_ODDS_LIMIT)
  .refine((o) => o <= -100 || o >= 100, 'American odds must be <= -100 or >= +100');
export type AmericanOdds = z.infer<typeof AmericanOdds>;

/** A line at a named book: what every quote, best price, fair price and close is about. */
export const BookLine = z.object({ book: z.string().min(1), line: z.number() });
export type BookLine = z.infer<typeof BookLine>;

/**
 * The close: the last pre-game pull of the pick's book at kickoff, and the closing line value (issue #14 item 4);
 * only picks with line history carry it.
 */
export const ClosingLine = BookLine.extend({
  /** The closing price of the called side at that book. */
  price: AmericanOdds.nullable(),
  /** Closing line value in points of no-vig probability (0.021 = 2.1 points); null when unpriced. */
  clv: z.number().nullable(),
  /**
   * The published price against the closing price of the same side at the same line, as the change in payout
   * (0.04 = the published price paid 4% more per unit won); null when the close is at another line or unpriced.
   */
  priceImprovement: z.number().nullable(),
});
export type ClosingLine = z.infer<typeof ClosingLine>;

/** One pull of one book's line for a prop: every pull is kept (issue #14 item 3). */
export const LinePull = BookLine.extend({
  overOdds: AmericanOdds.nullable(),
  underOdds: AmericanOdds.nullable(),
  pulledAt: Timestamp,
});
export type LinePull = z.infer<typeof LinePull>;

/** GET /api/props/{id}/lines: the history of a pick's prop across books, oldest pull first. */
export const PropLineHistory = z.object({
  pickId: EntityId,
  /** When the pick was published, to mark on the movement chart. */
  publishedAt: Timestamp,
  /** The game's kickoff: the last pull before it is each book's close. */
  kickoff: Timestamp.nullable(),
  /** The book whose price the pick was published at; null for picks stored before prices were kept. */
  pickBook: z.string().nullable(),
  pulls: z.array(LinePull),
  /**
   * The server's season-clock instant the answer was made at: whether kickoff has passed (Close or Latest) is
   * judged on it, since local mode's demo season runs on its own clock, not the reader's.
   */
  asOf: Timestamp.optional(),
});
export type PropLineHistory = z.infer<typeof PropLineHistory>;

/**
 * Why a pick is not a play. It is still published, graded and counted in calibration; only the record's
 * betting figures leave it out.
 */
// no_price: no book priced the prop (a replay's proxy line): there is nothing to bet, whatever the model says.
export const NO_PLAY_REASONS = ['no_edge', 'thin_history', 'injury', 'stale_line', 'no_price'] as const;
export const NoPlayReason = z.enum(NO_PLAY_REASONS);
export type NoPlayReason = z.infer<typeof NoPlayReason>;

export const PICK_VERDICTS = ['play', 'no_play'] as const;
export const PickVerdict = z.enum(PICK_VERDICTS);
export type PickVerdict = z.infer<typeof PickVerdict>;

/** Where a pick's line came from: a named book's pull, or the engine's own proxy (backtests, demo gaps). */
export const LINE_SOURCES = ['book', 'proxy'] as const;
export const LineSourceKind = z.enum(LINE_SOURCES);
export type LineSourceKind = z.infer<typeof LineSourceKind>;

export const LineSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('book'), sportsbook: z.string().min(1), pulledAt: Timestamp.nullable() }),
  z.object({ kind: z.literal('proxy'), method: z.string().min(1) }),
]);
export type LineSource = z.infer<typeof LineSource>;

const Price = z.number().int();

/** A pick against the market, as the feed and the analysis answer it. */
export const PickMarket = z.object({
  source: LineSource,
  /** Both prices of the book whose line was posted; null where the book quoted one side or none. */
  overOdds: Price.nullable(),
  underOdds: Price.nullable(),
  /** The books' no-vig consensus P(call wins) at the posted line; null without two-sided quotes. */
  fairProbability: Probability.nullable(),
  /** fairProbability as an American price (unrounded to the book grid, rounded to a whole number). */
  fairOdds: Price.nullable(),
  /** The projection model's own calibrated probability that the call wins, before the market is heard. */
  modelProbability: Probability.nullable(),
  /** The published probability (market and model combined): the Edge Score divided by 100, unrounded. */
  probability: Probability,
  /** The best price for the call across the books posting this line. */
  best: z
    .object({
      sportsbook: z.string().min(1),
      odds: Price,
      /** The best price's own line when the book hangs another line than the pick's; null at the pick's line. */
      line: z.number().nullish(),
    })
    .nullable(),
  /** Expected value at the best price, in percent of the stake (+5.1 = 5.1 cents per dollar). */
  evPercent: z.number().nullable(),
  verdict: PickVerdict,
  reason: NoPlayReason.nullable(),
});
export type PickMarket = z.infer<typeof PickMarket>;
