import { z } from 'zod';
import { DashboardMetrics, RecentActivity } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getJson } from '@/lib/endpoints';

export const adminHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMetrics: build.query<DashboardMetrics, void>(
      getJson('admin/metrics', DashboardMetrics, ['AdminMetrics']),
    ),
    /**
     * The 10 most recent user_activity rows across all users, with each user's e-mail: business events first,
     * then sign-ins unless `signIns: false`.
     */
    adminRecentActivity: build.query<RecentActivity[], { signIns: boolean } | void>({
      query: (arg) => (arg && !arg.signIns ? 'admin/activity?signIns=false' : 'admin/activity'),
      responseSchema: z.array(RecentActivity),
      providesTags: [{ type: 'AdminUsers', id: 'ACTIVITY' }],
    }),
  }),
});

export const { useAdminMetricsQuery, useAdminRecentActivityQuery } = adminHomeApi;
