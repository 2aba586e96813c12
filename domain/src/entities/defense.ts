// Defence vs position (issue #19 item 2): what each team allowed per game to each position group, in each stat
// type the engine projects, over the season and over its most recent games, ranked, with the league average.
import { z } from 'zod';
import { Timestamp } from './common';
import { Season, TeamAbbr } from './game';
import { EngineStatType, isCountStat, type EngineStatType as EngineStat } from './prop';
import { optionalFilter, SeasonParam } from './query-params';

export const POSITION_GROUPS = ['QB', 'RB', 'WR', 'TE'] as const;
export const PositionGroup = z.enum(POSITION_GROUPS);
export type PositionGroup = z.infer<typeof PositionGroup>;

/** The stat types worth reading per position group (a tight end's passing yards are noise). */
export const DEFENSE_STAT_TYPES: Readonly<Record<PositionGroup, readonly EngineStat[]>> = {
  QB: ['passing_yards', 'passing_tds', 'rushing_yards', 'touchdowns'],
  RB: ['rushing_yards', 'receiving_yards', 'receptions', 'touchdowns'],
  WR: ['receiving_yards', 'receptions', 'touchdowns'],
  TE: ['receiving_yards', 'receptions', 'touchdowns'],
};

/** The recent average reads a team's last this many games, equally weighted (docs/decisions.md). */
export const DEFENSE_RECENT_GAMES = 4;

/** GET /api/defense query: the season (the season clock's when left out) and the recent window in games. */
export const DefenseQuery = z.object({
  season: optionalFilter(SeasonParam),
  window: optionalFilter(z.coerce.number().int().min(1).max(17)).transform((v) => v ?? DEFENSE_RECENT_GAMES),
});
export type DefenseQuery = z.infer<typeof DefenseQuery>;
export type DefenseQueryInput = z.input<typeof DefenseQuery>;

/**
 * Allowed per game. Yardage may be negative (a team's quarterbacks can average -2 rushing yards over four games
 * of kneel-downs); a count may not, which `countsNotNegative` checks per row.
 */
const PerGame = z.number();
const Rank = z.number().int().min(1);

/** A count stat type (receptions, touchdowns) is never allowed below zero per game; yardage can be. */
function countsNotNegative(
  row: { statType: EngineStat; seasonAvg: number; recentAvg: number },
  ctx: z.RefinementCtx,
): void {
  if (!isCountStat(row.statType)) return;
  for (const key of ['seasonAvg', 'recentAvg'] as const)
    if (row[key] < 0)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${row.statType} per game cannot be negative`,
      });
}

/** One team against one position group in one stat type. Rank 1 allows the least; ties share a rank. */
const DefenseRowShape = z.object({
  team: TeamAbbr,
  position: PositionGroup,
  statType: EngineStatType,
  /** Games counted: the team's games that kicked off before the season clock's instant. */
  games: z.number().int().min(1),
  /** Allowed per game over those games. */
  seasonAvg: PerGame,
  seasonRank: Rank,
  /** Allowed per game over the last `window` of them. */
  recentAvg: PerGame,
  recentRank: Rank,
});
export const DefenseRow = DefenseRowShape.superRefine(countsNotNegative);
export type DefenseRow = z.infer<typeof DefenseRow>;

/** The league average, the mean of the teams' per-game averages: a team's row without team, games and ranks. */
export const DefenseLeagueRow = DefenseRowShape.omit({
  team: true,
  games: true,
  seasonRank: true,
  recentRank: true,
}).superRefine(countsNotNegative);
export type DefenseLeagueRow = z.infer<typeof DefenseLeagueRow>;

export const DefenseResponse = z.object({
  season: Season,
  window: z.number().int().min(1),
  /** The season-clock instant the games were counted at. */
  asOf: Timestamp,
  rows: z.array(DefenseRow),
  league: z.array(DefenseLeagueRow),
});
export type DefenseResponse = z.infer<typeof DefenseResponse>;

/** The 403 for callers below starting (code `upgrade_required`, as every research page answers). */
export const DEFENSE_UPGRADE_MESSAGE = 'Defence vs position is part of Starting Edge and All-Star Edge.';
