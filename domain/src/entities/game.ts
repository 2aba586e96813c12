import { z } from 'zod';
import { EntityId, Timestamp, TimeZone } from './common';

export const Conference = z.enum(['AFC', 'NFC']);
export type Conference = z.infer<typeof Conference>;
export const Division = z.enum(['East', 'North', 'South', 'West']);
export type Division = z.infer<typeof Division>;

/** Team abbreviation as nflverse writes it (e.g. KC, LA, LAC, JAX). */
export const TeamAbbr = z.string().regex(/^[A-Z]{2,3}$/, 'Expected a 2-3 letter team abbreviation');
export type TeamAbbr = z.infer<typeof TeamAbbr>;

export const Team = z.object({
  abbr: TeamAbbr,
  name: z.string().min(1),
  city: z.string().min(1),
  conference: Conference,
  division: Division,
  time_zone: TimeZone,
});
export type Team = z.infer<typeof Team>;

export const GAME_STATUSES = ['scheduled', 'in_progress', 'final'] as const;
export const GameStatus = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof GameStatus>;

export const Season = z.number().int().min(1999).max(2100);
export const Week = z.number().int().min(1).max(18);

/** A week of a season: what a week's picks, a run of the engine and a player's weekly rows are keyed by. */
export const SeasonWeek = z.object({ season: Season, week: Week });
export type SeasonWeek = z.infer<typeof SeasonWeek>;

/** One game in the product's own schedule (table `games`). */
export const Game = z.object({
  id: EntityId,
  season: Season,
  week: Week,
  kickoff: Timestamp,
  home_team: TeamAbbr,
  away_team: TeamAbbr,
  home_score: z.number().int().min(0).nullish(),
  away_score: z.number().int().min(0).nullish(),
  status: GameStatus,
  venue_time_zone: TimeZone,
});
export type Game = z.infer<typeof Game>;

/** One player's box score line in one game; the engine's input. */
export const GameLogEntry = z.object({
  player_id: EntityId,
  game_id: EntityId,
  season: Season,
  week: Week,
  team: TeamAbbr,
  opponent: TeamAbbr,
  passing_yards: z.number().int(),
  passing_tds: z.number().int().min(0),
  interceptions: z.number().int().min(0),
  attempts: z.number().int().min(0),
  completions: z.number().int().min(0),
  rushing_yards: z.number().int(),
  rushing_tds: z.number().int().min(0),
  carries: z.number().int().min(0),
  receiving_yards: z.number().int(),
  receiving_tds: z.number().int().min(0),
  receptions: z.number().int().min(0),
  targets: z.number().int().min(0),
});
export type GameLogEntry = z.infer<typeof GameLogEntry>;

/** Status strings of the scores provider's game feed. */
export const NFL_GAME_STATUSES = [
  'Scheduled',
  'InProgress',
  'Final',
  'F/OT',
  'Suspended',
  'Postponed',
  'Delayed',
  'Canceled',
  'Forfeit',
] as const;
export const NflGameStatus = z.enum(NFL_GAME_STATUSES);
export type NflGameStatus = z.infer<typeof NflGameStatus>;

/** GET /api/nfl/scoresbasic item, in the scores provider's field names. */
export const NflGame = z.object({
  GameID: z.number().int(),
  DateTime: z.string().nullable(),
  Status: NflGameStatus,
  AwayTeam: z.string().min(1),
  HomeTeam: z.string().min(1),
  AwayScore: z.number().int().min(0).nullable(),
  HomeScore: z.number().int().min(0).nullable(),
  Quarter: z.string().nullable(),
  QuarterDescription: z.string().nullable(),
  TimeRemaining: z.string().nullable(),
});
export type NflGame = z.infer<typeof NflGame>;

export const SEASON_TYPES = ['PRE', 'REG', 'POST'] as const;
export const SeasonType = z.enum(SEASON_TYPES);
export type SeasonType = z.infer<typeof SeasonType>;
