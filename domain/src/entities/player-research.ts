// The player research page (issue #19 items 1 and 4): GET /api/players/{id}/research and the prop calculator,
// POST /api/players/{id}/calculator. Rates and interval bounds are fractions 0-1; a push is not a hit.
import { z } from 'zod';
import { LadderRow } from './price-ladder';
import { EntityId, Probability } from './common';
import { GameLogEntry, Season, SeasonWeek, TeamAbbr, Week } from './game';
import { AmericanOdds } from './market';
import { Position } from './player';
import { EngineStatType, PickDirection } from './prop';

/** A prop line a researcher may enter: finite, 0 to 1,000 (no NFL stat goes past it). */
export const ResearchLine = z.coerce.number().min(0).max(1000);

/** Without a stat type the player's own is used (passing yards for a QB, rushing for a RB, else receiving). */
export const PlayerResearchQuery = z.object({
  statType: EngineStatType.optional(),
  line: ResearchLine.optional(),
});
export type PlayerResearchQuery = z.infer<typeof PlayerResearchQuery>;

export const HIT_RATE_WINDOWS = ['L5', 'L10', 'L20', 'season'] as const;
export const HitRateWindow = z.enum(HIT_RATE_WINDOWS);
export type HitRateWindow = z.infer<typeof HitRateWindow>;

/** Games over the line out of games played; null rate and interval without a game. */
export const HitRate = z.object({
  window: HitRateWindow,
  hits: z.number().int().min(0),
  games: z.number().int().min(0),
  /** Games exactly on the line: counted in `games`, never in `hits`. */
  pushes: z.number().int().min(0),
  rate: Probability.nullable(),
  low: Probability.nullable(),
  high: Probability.nullable(),
});
export type HitRate = z.infer<typeof HitRate>;

export const HomeAwaySplit = z.object({
  games: z.number().int().min(0),
  /** Mean of the stat over those games; null without a game. */
  average: z.number().nullable(),
  hitRate: HitRate.omit({ window: true }),
});
export type HomeAwaySplit = z.infer<typeof HomeAwaySplit>;

/** One game of the log: the box score, where it was played and the value of the chosen stat type. */
export const ResearchGame = GameLogEntry.omit({ player_id: true, game_id: true }).extend({
  gameId: EntityId,
  /** Null when the game is not in the schedule (home or away unknown). */
  home: z.boolean().nullable(),
  value: z.number(),
});
export type ResearchGame = z.infer<typeof ResearchGame>;

/** A week of this season his team played without him (before the current week). */
export const MissedGame = SeasonWeek.extend({ team: TeamAbbr, opponent: TeamAbbr.nullable() });
export type MissedGame = z.infer<typeof MissedGame>;

export const UsageWeek = SeasonWeek.extend({
  targets: z.number().int().min(0),
  carries: z.number().int().min(0),
  attempts: z.number().int().min(0),
});
export type UsageWeek = z.infer<typeof UsageWeek>;

export const RESEARCH_LINE_SOURCES = ['query', 'pick', 'median'] as const;

/** The engine's predictive distribution for this week's game: median and the 10th-90th percentile range. */
export const ResearchProjection = z.object({
  opponent: TeamAbbr,
  mean: z.number(),
  median: z.number(),
  p10: z.number(),
  p90: z.number(),
});
export type ResearchProjection = z.infer<typeof ResearchProjection>;

export const PlayerResearchResponse = z.object({
  player: z.object({ id: EntityId, name: z.string(), position: Position, team: z.string() }),
  season: Season,
  /** The current week: only games before it count. */
  week: Week,
  statType: EngineStatType,
  /** The line drawn and rated against; null when there is neither a line nor a game to take a median of. */
  line: z.number().nullable(),
  lineSource: z.enum(RESEARCH_LINE_SOURCES).nullable(),
  /** This week's published pick for the stat type, if any. */
  pick: z.object({ id: EntityId, direction: PickDirection, line: z.number() }).nullable(),
  hitRates: z.array(HitRate),
  splits: z.object({ home: HomeAwaySplit, away: HomeAwaySplit }),
  /** This season and the last, newest first. */
  games: z.array(ResearchGame),
  missedGames: z.array(MissedGame),
  /** All-star ("advanced stats"): null below it, `advancedLocked` then says why. */
  advanced: z
    .object({
      /** Null: no game this week, or too few earlier games for the engine. */
      projection: ResearchProjection.nullable(),
      usage: z.array(UsageWeek),
    })
    .nullable(),
  advancedLocked: z.boolean(),
});
export type PlayerResearchResponse = z.infer<typeof PlayerResearchResponse>;

export const PropCalculatorRequest = z.object({
  statType: EngineStatType,
  line: z.number().min(0).max(1000),
  overOdds: AmericanOdds,
  underOdds: AmericanOdds,
});
export type PropCalculatorRequest = z.infer<typeof PropCalculatorRequest>;

const Sides = <T extends z.ZodType>(t: T) => z.object({ over: t, under: t });

/** Where the calculator's probability comes from: the engine's projection of this player's stat this week. */
export const CalculatorSource = z.object({
  kind: z.literal('engine_projection'),
  player: z.object({ id: EntityId, name: z.string() }),
  /** The projected mean of the stat in this week's game. */
  mean: z.number(),
  /** His earlier games the projection read (every season before this week, up to the engine's lookback). */
  games: z.number().int().min(1),
  /**
   * The weight the feed gives this model against the market for the stat type (0: the feed publishes the
   * market's price, the model not having beaten real lines yet; 1: the model alone).
   */
  feedWeight: z.number().min(0).max(1),
});
export type CalculatorSource = z.infer<typeof CalculatorSource>;

/**
 * The typed line priced by the engine's own distribution for the player, beside the market's view (the typed
 * prices without their margin). The two never mix: the calculator's market is the caller's own prices, so a
 * blend would hand them back (docs/decisions.md).
 */
export const PropCalculatorResponse = PropCalculatorRequest.extend({
  opponent: TeamAbbr,
  source: CalculatorSource,
  /** The engine's probability at the entered line (its projection, calibrated); over + under = 1, a push on a
   * whole-number line counting as the under. EV reads this. */
  probability: Sides(Probability),
  /** The American price that is exactly fair at the engine's probability (no margin). */
  fairOdds: Sides(z.number()),
  /** The market's view: the entered prices with their margin removed. */
  marketProbability: Sides(Probability),
  /** The prices' overround (0.048 for -110/-110). */
  margin: z.number(),
  /** What each entered price needs to win to break even (its implied probability, margin included). */
  breakEven: Sides(Probability),
  /** Expected profit per unit staked at the entered price, at the engine's probability. */
  ev: Sides(z.number()),
  /**
   * The alt-line ladder (issue #29 item 5): the engine's distribution through its probability at the entered
   * line, read at the ladder's lines; the entered line's row carries the entered prices and their EV.
   */
  ladder: z.array(LadderRow).optional(),
});
export type PropCalculatorResponse = z.infer<typeof PropCalculatorResponse>;

/** The 403 codes of the research tools: below starting, and below all-star for advanced stats. */
export const RESEARCH_UPGRADE_CODE = 'upgrade_required';
export const ADVANCED_STATS_UPGRADE_CODE = 'advanced_stats_required';
export const RESEARCH_UPGRADE_MESSAGE = 'Player research is part of Starting Edge and All-Star Edge.';
export const ADVANCED_STATS_UPGRADE_MESSAGE =
  'The prop calculator and advanced stats are part of All-Star Edge.';
