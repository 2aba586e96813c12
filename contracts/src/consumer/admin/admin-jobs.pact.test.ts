import { jobsAdminApi } from '@edgeboard/ui/src/features/admin/jobs/jobs.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';

const run = {
  started_at: '2026-11-21T12:00:00.000Z',
  finished_at: '2026-11-21T12:00:01.000Z',
  outcome: 'ok',
  rows_written: 2,
  message: '2 picks locked',
  instance_id: 'web-1:42',
};
const jobs = {
  data: [
    {
      name: 'picks.lock',
      description: 'Locks the picks of games that have kicked off.',
      schedule: 'Every minute',
      last_run: run,
      next_run: '2026-11-21T12:01:00.000Z',
      runs: [run],
    },
  ],
};

describe('admin jobs (ui/src/features/admin/jobs/jobs.api.ts)', () => {
  it('loads the scheduled jobs with their runs for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.jobRun)
      .uponReceiving('an admin request for the scheduled jobs')
      .withRequest('GET', '/api/admin/jobs', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(jobs)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          jobsAdminApi.endpoints.adminJobs.initiate(),
        );
        expect(dataOf(result).data[0]?.last_run?.rows_written).toBe(2);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the scheduled jobs from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/jobs', (b) => b.headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          jobsAdminApi.endpoints.adminJobs.initiate(),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });
});
