import type { PageView } from '../../entities/admin';

export interface PageViewCount {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  count: number;
}

export interface PageViewRepository {
  add(view: PageView, at?: string): Promise<void>;
  /** Ordered by day, then path; from the given UTC day on (inclusive) when set. */
  countsByDayAndPath(sinceDay?: string): Promise<PageViewCount[]>;
}
