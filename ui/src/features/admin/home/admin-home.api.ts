import { z } from 'zod';
import { DashboardMetrics, RecentActivity } from '@edgeboard/domain';
import { api } from '@/lib/api';

export const adminHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMetrics: build.query<DashboardMetrics, void>({
      query: () => 'admin/metrics',
      responseSchema: DashboardMetrics,
      providesTags: ['AdminMetrics'],
    }),
    /** The 10 most recent user_activity rows across all users, with each user's e-mail. */
    adminRecentActivity: build.query<RecentActivity[], void>({
      query: () => 'admin/activity',
      responseSchema: z.array(RecentActivity),
      providesTags: [{ type: 'AdminUsers', id: 'ACTIVITY' }],
    }),
  }),
});

export const { useAdminMetricsQuery, useAdminRecentActivityQuery } = adminHomeApi;
