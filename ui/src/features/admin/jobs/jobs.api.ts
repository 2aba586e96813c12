import { AdminJobsResponse } from '@edgeboard/domain';
import { api } from '@/lib/api';

export const jobsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminJobs: build.query<AdminJobsResponse, void>({
      query: () => ({ url: 'admin/jobs' }),
      responseSchema: AdminJobsResponse,
    }),
  }),
});

export const { useAdminJobsQuery } = jobsAdminApi;
