import type { PropLine, PropLineUpdate, StatType } from '../../entities/prop';
import type { Page } from '../../entities/performance';
import type { PageRequest } from './paging';

export interface PropLinePageQuery extends PageRequest {
  /** Case-insensitive partial match on the player name. */
  search?: string;
  statType?: StatType;
}

export interface PropLineRepository {
  /** Most recently pulled first. */
  list(query: PropLinePageQuery): Promise<Page<PropLine>>;
  get(id: string): Promise<PropLine | null>;
  update(id: string, patch: PropLineUpdate): Promise<PropLine | null>;
  delete(id: string): Promise<boolean>;
  insertMany(lines: readonly PropLine[]): Promise<void>;
  /** Lines of one week, ordered by player then stat type. */
  forWeek(season: number, week: number): Promise<PropLine[]>;
}
