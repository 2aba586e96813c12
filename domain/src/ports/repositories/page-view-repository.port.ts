import type { PageView } from '../../entities/admin';

export interface PageViewCount {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  /** Views by a signed-in administrator (the viewer's current role), counted apart from the audience's. */
  byAdmin: boolean;
  count: number;
}

export interface PageViewRepository {
  add(view: PageView, at?: string): Promise<void>;
  /** Ordered by day, then path, then `byAdmin` (false first); from the given UTC day on (inclusive) when set. */
  countsByDayAndPath(sinceDay?: string): Promise<PageViewCount[]>;
}
