import { z } from 'zod';
import { Confidence, EntityId, Probability, Timestamp, TimeZone } from './common';
import { Position } from './player';
import { Season, Week } from './game';
import { AmericanOdds, ClosingLine, LineSourceKind, NoPlayReason, PickMarket, PickVerdict } from './market';
import { pageOf } from './page';
import { PriceCurve } from './price-curve';
import { PickEdit } from './pick-ledger';

/**
 * Stat types of the product: the admin spec's list (section 9) plus `passing_tds`, which the engine
 * produces. The basketball-style entries stay valid values because the spec lists them for the admin
 * filters, even though the NFL engine never writes them.
 */
export const STAT_TYPES = [
  'points',
  'rebounds',
  'assists',
  'threes',
  'steals',
  'blocks',
  'turnovers',
  'passing_yards',
  'rushing_yards',
  'receiving_yards',
  'touchdowns',
  'receptions',
  'passing_tds',
] as const;
export const StatType = z.enum(STAT_TYPES);
export type StatType = z.infer<typeof StatType>;

/** The stat types the pick engine can project from an NFL game log. */
export const ENGINE_STAT_TYPES = [
  'passing_yards',
  'rushing_yards',
  'receiving_yards',
  'receptions',
  'passing_tds',
  'touchdowns',
] as const satisfies readonly StatType[];
export const EngineStatType = z.enum(ENGINE_STAT_TYPES);
export type EngineStatType = z.infer<typeof EngineStatType>;

/**
 * The engine's stat types that count events (catches, touchdowns): never below zero. The others are yardage,
 * which a game can leave negative (a quarterback's kneel-downs, a catch behind the line).
 */
export const COUNT_STAT_TYPES = [
  'receptions',
  'passing_tds',
  'touchdowns',
] as const satisfies readonly EngineStatType[];
export const isCountStat = (statType: EngineStatType): boolean =>
  (COUNT_STAT_TYPES as readonly EngineStatType[]).includes(statType);

export const PICK_DIRECTIONS = ['over', 'under'] as const;
export const PickDirection = z.enum(PICK_DIRECTIONS);
export type PickDirection = z.infer<typeof PickDirection>;

/** How a direction is displayed in feed items (`ai_picks[].pickDirection`). */
export const DisplayPickDirection = z.enum(['Over', 'Under']);
export type DisplayPickDirection = z.infer<typeof DisplayPickDirection>;

export const PICK_RESULTS = ['win', 'loss', 'push'] as const;
export const PickResult = z.enum(PICK_RESULTS);
export type PickResult = z.infer<typeof PickResult>;

/** A line as a sportsbook posted it (table `prop_lines`). */
export const PropLine = z.object({
  id: EntityId,
  player: z.string().min(1),
  player_id: EntityId.nullish(),
  stat_type: StatType,
  line_value: z.number().multipleOf(0.5),
  odds: AmericanOdds,
  over_odds: AmericanOdds.nullish(),
  under_odds: AmericanOdds.nullish(),
  sportsbook: z.string().min(1),
  game_id: EntityId.nullable(),
  season: Season.optional(),
  week: Week.optional(),
  pulled_at: Timestamp,
  updated_at: Timestamp,
});
export type PropLine = z.infer<typeof PropLine>;

/** Fields the admin prop-line editor may change. */
export const PropLineUpdate = PropLine.pick({
  player: true,
  stat_type: true,
  line_value: true,
  odds: true,
  sportsbook: true,
  game_id: true,
}).partial();
export type PropLineUpdate = z.infer<typeof PropLineUpdate>;

export const AnalysisFactor = z.object({
  description: z.string().min(1),
  value: z.number().min(0).max(100),
});
export type AnalysisFactor = z.infer<typeof AnalysisFactor>;

/** A bar of the Historical Performance chart; `date` is a display label (ISO date or e.g. "2024 W5"). */
export const HistoricalGame = z.object({
  date: z.string().min(1),
  points: z.number(),
});
export type HistoricalGame = z.infer<typeof HistoricalGame>;

/** The analysis screen's content, field names as the spec gives them. */
export const PropAnalysis = z.object({
  supporting_factors: z.array(z.string()),
  concerns: z.array(z.string()),
  factors: z.array(AnalysisFactor),
  historicalGames: z.array(HistoricalGame),
  summary: z.string(),
  weather_impact: z.string().nullish(),
  final_recommendation: z.string(),
});
export type PropAnalysis = z.infer<typeof PropAnalysis>;

export const Projection = z.object({
  mean: z.number(),
  sd: z.number().min(0),
});
export type Projection = z.infer<typeof Projection>;

/** A stored model pick (table `ai_picks`), graded once its game is final. */
export const AiPick = z.object({
  id: EntityId,
  player: z.string().min(1),
  player_id: EntityId.nullish(),
  opponent: z.string(),
  stat_type: StatType,
  pick: PickDirection,
  line_value: z.number(),
  confidence: Confidence,
  reasoning: z.string(),
  condensed_reasoning: z.string().nullish(),
  analysis: PropAnalysis,
  season: Season,
  week: Week,
  game_id: EntityId.nullish(),
  team: z.string().nullish(),
  position: Position.nullish(),
  projection: Projection.nullish(),
  p_over: Probability.nullish(),
  /** The price the pick was published at: the best price for the call across the books (`best_book`). */
  odds: AmericanOdds.nullish(),
  // Against the market (nullish: picks stored before prices were kept carry none).
  line_source: LineSourceKind.nullish(),
  /** The book whose line was posted, and when that line was pulled. */
  sportsbook: z.string().min(1).nullish(),
  line_pulled_at: Timestamp.nullish(),
  over_odds: AmericanOdds.nullish(),
  under_odds: AmericanOdds.nullish(),
  /** The books' no-vig consensus P(call wins) at the posted line (two-sided quotes only). */
  fair_p: Probability.nullish(),
  /** The projection model's calibrated probability that the call wins, before the market is heard. */
  model_p: Probability.nullish(),
  /** The published probability that the call wins (confidence is this x 100, clamped and rounded). */
  win_p: Probability.nullish(),
  best_book: z.string().min(1).nullish(),
  /**
   * The engine's P(over) at the alt-line ladder around the line and at every line a book quoted at publication
   * (issue #29 item 5), low to high; absent on picks stored before.
   */
  price_ladder: z.array(z.object({ line: z.number(), p_over: Probability })).nullish(),
  /**
   * The distribution the ladder was read from, to price any other line (a book moving after publication to a line
   * the ladder never read: the odds board's EV per quote); absent on picks stored before.
   */
  price_curve: PriceCurve.nullish(),
  /** The best price's own line when it differs from `line_value` (a book hanging another line); else null. */
  best_line: z.number().nullish(),
  /** Expected value per unit staked at `odds` (0.051 = +5.1%). */
  ev: z.number().nullish(),
  verdict: PickVerdict.nullish(),
  no_play_reason: NoPlayReason.nullish(),
  result: PickResult.nullable(),
  actual_value: z.number().nullable(),
  profit: z.number().nullable(),
  graded_at: Timestamp.nullable(),
  created_at: Timestamp,
  /** When the pick's game kicked off and its published fields froze; absent or null before. */
  locked_at: Timestamp.nullish(),
  /** The close of the pick's book, stored when the pick locks (issue #14 item 4); absent without one. */
  closing: ClosingLine.nullish(),
});
export type AiPick = z.infer<typeof AiPick>;

/**
 * Fields the admin AI-pick editor may change; the spec's edit form takes confidence 1-100 and a line
 * in steps of 0.5.
 */
export const AiPickUpdate = z
  .object({
    player: z.string().min(1),
    opponent: z.string(),
    stat_type: StatType,
    pick: PickDirection,
    line_value: z.number().multipleOf(0.5),
    confidence: z.number().int().min(1).max(100),
    reasoning: z.string(),
  })
  .partial();
export type AiPickUpdate = z.infer<typeof AiPickUpdate>;

/** The pick summary carried by feed items and details; the first item is the headline pick. */
export const FeedAiPick = z.object({
  player: z.string().min(1),
  pickDirection: DisplayPickDirection,
  lineValue: z.number(),
  statType: StatType,
  confidence: Confidence,
  odds: AmericanOdds.nullish(),
  /** The pick against the market: line source, prices, fair odds, best price, EV, play or no play. */
  market: PickMarket.nullish(),
});
export type FeedAiPick = z.infer<typeof FeedAiPick>;

export const FEED_ITEM_STATUSES = ['upcoming', 'live', 'final'] as const;
export const FeedItemStatus = z.enum(FEED_ITEM_STATUSES);
export type FeedItemStatus = z.infer<typeof FeedItemStatus>;

/**
 * How every answer about one pick titles it (feed item, analysis, performance row), with the same labels
 * (rules/present-pick.ts).
 */
export const PickHeadline = z.object({
  id: EntityId,
  /** "Away @ Home" once the game is known, else "Team vs Opponent". */
  matchup: z.string(),
  /** Prop type label, e.g. "Passing Yards" (statTypeLabel-style, title case). */
  type: z.string(),
  /** Player name then the pick text, e.g. "Josh Allen Over 245.5 Passing Yards". */
  description: z.string(),
  confidence: Confidence,
});
export type PickHeadline = z.infer<typeof PickHeadline>;

/** One item of GET /api/props/prop-feed. */
export const PropFeedItem = PickHeadline.extend({
  /** Kick-off time and date, formatted in the home team's time zone. */
  time: z.string(),
  date: z.string(),
  start_time: Timestamp.nullable(),
  homeTeamTimeZone: TimeZone,
  week: Week.nullable(),
  status: FeedItemStatus,
  player: z.string(),
  /** The player's id, for his research page; absent or null on picks stored without one. */
  playerId: EntityId.nullish(),
  reasoning: z.string(),
  condensedReasoning: z.string().nullable(),
  tracked: z.boolean(),
  ai_picks: z.array(FeedAiPick).min(1),
  stat_type: StatType.optional(),
  season: Season.optional(),
  created_at: Timestamp.optional(),
  /** The graded result once the game is over; null or absent before (the public record shows it). */
  result: PickResult.nullish(),
});
export type PropFeedItem = z.infer<typeof PropFeedItem>;

export const PropFeedResponse = pageOf(PropFeedItem);
export type PropFeedResponse = z.infer<typeof PropFeedResponse>;

/** GET /api/props/analysis/v2/{id}. */
export const PropDetail = PickHeadline.extend({
  sport: z.string(),
  /** Kick-off date and time in the home team's time zone ("TBD" before the game is known). */
  time: z.string(),
  ai_picks: z.array(FeedAiPick).min(1),
  analysis: PropAnalysis,
  player: z.string().optional(),
  playerId: EntityId.nullish(),
  /** The opponent and the player's position, for the defence-vs-position link; absent on older answers. */
  opponent: z.string().nullish(),
  position: Position.nullish(),
  reasoning: z.string().optional(),
  condensedReasoning: z.string().nullish(),
  week: Week.nullish(),
  season: Season.optional(),
  result: PickResult.nullish(),
  actual_value: z.number().nullish(),
  /** The market line in plain words, e.g. "The books’ no-vig consensus says 52.1% over (posted: DraftKings -115/-105); the model says 55.3%; …". */
  marketSummary: z.string().nullish(),
  /** The game's kickoff, for saying how long before it an edit was made. */
  kickoff: Timestamp.nullish(),
  /** Edits of the published fields before kickoff, oldest first (empty when never edited). */
  versions: z.array(PickEdit).optional(),
  /** The close of the pick's book and the closing line value, once the game has kicked off (issue #14 item 4). */
  closing: ClosingLine.nullish(),
});
export type PropDetail = z.infer<typeof PropDetail>;
