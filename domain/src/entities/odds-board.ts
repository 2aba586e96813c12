// The odds board (issue #19 item 3): this week's props with every book's latest line and prices side by side,
// the best price per side, the fair (no-vig) odds, and the engine pick's probability and expected value.
import { z } from 'zod';
import { EntityId, Probability, Timestamp } from './common';
import { Season, TeamAbbr, Week } from './game';
import { AmericanOdds, BookLine, LinePull, PickVerdict } from './market';
import { PickDirection, StatType } from './prop';
import { optionalFilter, WeekParam } from './query-params';

/** GET /api/odds-board query: the week defaults to the season clock's. */
export const OddsBoardQuery = z.object({
  week: optionalFilter(WeekParam),
  gameId: optionalFilter(EntityId.max(100)),
  statType: optionalFilter(StatType),
  /** Minimum expected value in percent (2.5 = +2.5%); props without a pick are left out when set. */
  minEv: optionalFilter(z.coerce.number().min(-100).max(100)),
});
export type OddsBoardQuery = z.infer<typeof OddsBoardQuery>;
export type OddsBoardQueryInput = z.input<typeof OddsBoardQuery>;

/** One book's latest pull of a prop. */
export const OddsBoardQuote = LinePull.extend({
  /** Minutes between the pull and the board's `asOf`. */
  ageMinutes: z.number().int().min(0),
  /** Older than the engine's freshness limit: shown greyed, never the best price. */
  stale: z.boolean(),
  /**
   * Each side's expected value per unit staked at this quote's own line and price (issue #29 item 3), from the
   * engine's published distribution stored with the pick; null when the side is unpriced, the quote is stale,
   * the game has started, the caller's plan does not open the pick, or the pick has no P(over) at this line.
   */
  overEv: z.number().nullish(),
  underEv: z.number().nullish(),
});
export type OddsBoardQuote = z.infer<typeof OddsBoardQuote>;

/** The best fresh price for one side: the most favourable line first (lowest for over), then the price. */
export const BestPrice = BookLine.extend({ odds: AmericanOdds });
export type BestPrice = z.infer<typeof BestPrice>;

/** The no-vig odds of the sharpest fresh two-way quote (lowest margin). */
export const FairOdds = BookLine.extend({
  overProbability: Probability,
  overOdds: z.number().int(),
  underOdds: z.number().int(),
});
export type FairOdds = z.infer<typeof FairOdds>;

/** The engine's stored pick for the prop: the same figures as the feed and the analysis. */
export const OddsBoardPick = z.object({
  id: EntityId,
  call: PickDirection,
  line: z.number(),
  /** The engine's published probability that the call wins (the pick's win_p); null without market figures. */
  modelProbability: Probability.nullable(),
  /** Expected value at the pick's best price, in percent (+5.1). */
  evPercent: z.number().nullable(),
  verdict: PickVerdict.nullable(),
});
export type OddsBoardPick = z.infer<typeof OddsBoardPick>;

/** Why a prop shows "—" for the model's probability and EV. */
export const NO_BOARD_PICK_REASONS = ['not_modelled', 'not_published', 'beyond_plan', 'no_market'] as const;
export const NoBoardPickReason = z.enum(NO_BOARD_PICK_REASONS);
export type NoBoardPickReason = z.infer<typeof NoBoardPickReason>;

export const OddsBoardGame = z.object({
  id: EntityId,
  home: TeamAbbr,
  away: TeamAbbr,
  kickoff: Timestamp,
  /** Kicked off (or under way, or over) at the board's `asOf`: its pre-game prices can no longer be bet. */
  started: z.boolean(),
});
export type OddsBoardGame = z.infer<typeof OddsBoardGame>;

export const OddsBoardRow = z.object({
  /** game|statType|player, unique on the board. */
  key: z.string().min(1),
  gameId: EntityId,
  player: z.string().min(1),
  playerId: EntityId.nullable(),
  statType: StatType,
  /** The prop's game has started (issue #28 item 4): listed after the upcoming ones, with no best price. */
  started: z.boolean(),
  quotes: z.array(OddsBoardQuote),
  /** Null when no fresh quote has a price for the side, or the game has started. */
  bestOver: BestPrice.nullable(),
  bestUnder: BestPrice.nullable(),
  fair: FairOdds.nullable(),
  pick: OddsBoardPick.nullable(),
  /** Set exactly when `pick` is null. */
  noPick: NoBoardPickReason.nullable(),
});
export type OddsBoardRow = z.infer<typeof OddsBoardRow>;

export const OddsBoardResponse = z.object({
  season: Season,
  week: Week,
  asOf: Timestamp,
  /** A quote older than this is stale (the engine's line freshness limit). */
  staleAfterMinutes: z.number().int().min(1),
  /** Every game of the week with props: upcoming ones in kickoff order, then started ones (the game filter's choices). */
  games: z.array(OddsBoardGame),
  /** Every book quoting this week, alphabetical: the board's columns. */
  books: z.array(z.string().min(1)),
  rows: z.array(OddsBoardRow),
});
export type OddsBoardResponse = z.infer<typeof OddsBoardResponse>;

/** The 403 for callers below starting (code `upgrade_required`, as every research page answers). */
export const ODDS_BOARD_UPGRADE_MESSAGE = 'The odds board is part of Starting Edge and All-Star Edge.';
