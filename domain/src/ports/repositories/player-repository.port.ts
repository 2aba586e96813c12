import type { Player, PlayerUpdate, Position } from '../../entities/player';
import type { Page } from '../../entities/page';
import type { PageRequest } from './paging';

export interface PlayerPageQuery extends PageRequest {
  /** Case-insensitive partial match on the name. */
  search?: string;
  position?: Position;
}

export interface PlayerRepository {
  /** Ordered by name. */
  list(query: PlayerPageQuery): Promise<Page<Player>>;
  /** Every player, ordered by name. */
  all(): Promise<Player[]>;
  get(id: string): Promise<Player | null>;
  update(id: string, patch: PlayerUpdate): Promise<Player | null>;
  /** Inserts or replaces by id. */
  upsertMany(players: readonly Player[]): Promise<void>;
}
