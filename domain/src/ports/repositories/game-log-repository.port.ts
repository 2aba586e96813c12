import type { GameLogEntry } from '../../entities/game';

export interface GameLogRepository {
  /** Oldest first (season, week). */
  forPlayer(playerId: string): Promise<GameLogEntry[]>;
  /** Every log of the given seasons, ordered by season, week, player. */
  forSeasons(seasons: readonly number[]): Promise<GameLogEntry[]>;
  /** Inserts; an entry for an existing (player, game) replaces it. */
  insertMany(entries: readonly GameLogEntry[]): Promise<void>;
}
