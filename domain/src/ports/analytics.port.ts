import type { PageView } from '../entities/admin';

/** Page-view analytics. Recording must never fail the request that triggers it. */
export interface Analytics {
  pageView(view: PageView): Promise<void>;
}
