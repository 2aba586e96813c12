import type { Game, GameStatus } from '../../entities/game';

export interface ScoreUpdate {
  home_score: number | null;
  away_score: number | null;
  status: GameStatus;
}

export interface GameRepository {
  /** Ordered by kick-off, then id. */
  forWeek(season: number, week: number): Promise<Game[]>;
  get(id: string): Promise<Game | null>;
  getMany(ids: readonly string[]): Promise<Game[]>;
  /** Inserts or replaces by id. */
  upsertMany(games: readonly Game[]): Promise<void>;
  updateScore(id: string, score: ScoreUpdate): Promise<Game | null>;
}
