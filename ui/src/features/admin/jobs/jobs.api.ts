import { AdminJobsResponse, ReplayClockAnswer } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { sendJson } from '@/lib/endpoints';

export const jobsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminJobs: build.query<AdminJobsResponse, void>({
      query: () => ({ url: 'admin/jobs' }),
      responseSchema: AdminJobsResponse,
    }),
    // A replay's clock a day or a week on: the site's week changes with it.
    replayClockStep: build.mutation<ReplayClockAnswer, { step: 'day' | 'week' }>(
      sendJson('POST', 'admin/replay/clock', ReplayClockAnswer, ['Site']),
    ),
  }),
});

export const { useAdminJobsQuery, useReplayClockStepMutation } = jobsAdminApi;
