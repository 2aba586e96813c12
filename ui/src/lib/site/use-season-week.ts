import type { SiteInfo } from '@edgeboard/domain';
import { useSiteQuery } from './site.api';

/**
 * The season and week the server's season clock is in (GET /api/site): the demo season's, a replayed season's
 * or the real one. Undefined until the site information has arrived; never a season built into the app.
 */
export function useSeasonWeek(): Pick<SiteInfo, 'season' | 'week'> | undefined {
  const { data } = useSiteQuery();
  return data === undefined ? undefined : { season: data.season, week: data.week };
}
