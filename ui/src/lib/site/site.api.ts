import { SiteInfo } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getJson } from '@/lib/endpoints';

/** GET /api/site: public; names the site in titles and meta tags and says whether it is in maintenance. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    site: build.query<SiteInfo, void>(getJson('site', SiteInfo, ['Site'])),
  }),
});

export const { useSiteQuery } = siteApi;
