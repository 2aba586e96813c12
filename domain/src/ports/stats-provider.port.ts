import type { Game, GameLogEntry } from '../entities/game';
import type { Player } from '../entities/player';
import type { ProviderIssue } from './provider-error';

/** The HTTP validators a provider gave for the file it answered from, kept for conditional requests. */
export interface CacheValidators {
  etag: string | null;
  lastModified: string | null;
}

/** What every provider answer carries besides its rows. */
export interface ProviderAnswerInfo {
  /** Data rows in the provider's file (header excluded). */
  rowsRead: number;
  /** Rows left out, each named; `skipped` counts rows (an issue with row null may cover several). */
  skipped: number;
  issues: ProviderIssue[];
  validators: CacheValidators;
  /** True when the provider answered 304 Not Modified and the cached copy was used. */
  fromCache: boolean;
}

/**
 * One player's box score line in one week. The stats files name the team and the opponent but not the game,
 * so the game is found by the caller in the schedule (same season, week and pair of teams).
 */
export type PlayerStatLine = Omit<GameLogEntry, 'game_id'>;

export interface WeeklyPlayerStats extends ProviderAnswerInfo {
  season: number;
  /** Each player once, with his latest name, position and team in the file. */
  players: Player[];
  lines: PlayerStatLine[];
}

export interface SeasonSchedule extends ProviderAnswerInfo {
  season: number;
  /** Regular-season games: kickoff, teams, status and score (scores once final). */
  games: Game[];
}

/**
 * Box scores and the schedule of a season. Rejects with ProviderError (unauthorized, quota, unavailable,
 * malformed) when the provider cannot answer; malformed single rows are skipped and listed instead.
 */
export interface StatsProvider {
  weeklyPlayerStats(season: number): Promise<WeeklyPlayerStats>;
  schedule(season: number): Promise<SeasonSchedule>;
}
