import { AnalyticsReport, type AnalyticsChange } from '@edgeboard/domain';
import { api } from '@/lib/api';

export { AnalyticsReport };
export type Change = AnalyticsChange;

export const analyticsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAnalytics: build.query<AnalyticsReport, void>({
      query: () => 'admin/analytics',
      responseSchema: AnalyticsReport,
      providesTags: ['AdminMetrics'],
    }),
  }),
});

export const { useAdminAnalyticsQuery } = analyticsAdminApi;
