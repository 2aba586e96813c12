import type { LinePull } from '../../entities/market';
import type { PropLine, PropLineUpdate, StatType } from '../../entities/prop';
import type { Page } from '../../entities/page';
import type { PROP_LINE_SORT_FIELDS } from '../../entities/admin-queries';
import type { AdminSort, PageRequest } from './paging';

export interface PropLinePageQuery extends PageRequest, AdminSort<(typeof PROP_LINE_SORT_FIELDS)[number]> {
  /** Case-insensitive partial match on the player name. */
  search?: string;
  statType?: StatType;
  season?: number;
  week?: number;
  /** Case-insensitive partial match on the sportsbook. */
  sportsbook?: string;
  /** pulled_at at or after this instant. */
  pulledFrom?: string;
  /** pulled_at before this instant. */
  pulledTo?: string;
}

export interface PropLineRepository {
  /** Most recently pulled first unless sorted (week: season then week); ties by id. */
  list(query: PropLinePageQuery): Promise<Page<PropLine>>;
  get(id: string): Promise<PropLine | null>;
  update(id: string, patch: PropLineUpdate): Promise<PropLine | null>;
  delete(id: string): Promise<boolean>;
  insertMany(lines: readonly PropLine[]): Promise<void>;
  /** Lines of one week, ordered by player then stat type. */
  forWeek(season: number, week: number): Promise<PropLine[]>;
  /** The latest pull of each week of the season that has lines, by week. One statement. */
  latestPulls(season: number): Promise<WeekLatestPull[]>;
  /** Every line of these players (names matched trimmed, case-insensitively): what an import may repeat. */
  forPlayers(names: readonly string[]): Promise<PropLine[]>;
  /**
   * Every pull of one prop (a game, a stat type and a player: by id, or by name on lines stored without one)
   * across books, oldest first, ties by id. One statement.
   */
  history(prop: PropKey): Promise<LinePull[]>;
}

export interface WeekLatestPull {
  week: number;
  pulled_at: string;
}

/** One prop of one game, as a pick names it. */
export interface PropKey {
  gameId: string;
  statType: string;
  playerId: string | null;
  player: string;
}
