import { AnalyticsReport, type AnalyticsChange } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getJson } from '@/lib/endpoints';

export { AnalyticsReport };
export type Change = AnalyticsChange;

export const analyticsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAnalytics: build.query<AnalyticsReport, void>(
      getJson('admin/analytics', AnalyticsReport, ['AdminMetrics']),
    ),
  }),
});

export const { useAdminAnalyticsQuery } = analyticsAdminApi;
