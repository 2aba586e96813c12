import type { Team } from '../../entities/game';

export interface TeamRepository {
  /** Ordered by abbreviation. */
  all(): Promise<Team[]>;
  get(abbr: string): Promise<Team | null>;
  upsertMany(teams: readonly Team[]): Promise<void>;
}
