import { jobsAdminApi } from '@edgeboard/ui/src/features/admin/jobs/jobs.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, itRefusesNonAdmins } from '../interaction';

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
    const { data } = await api('an admin request for the scheduled jobs', STATE.admin, STATE.jobRun)
      .get('/api/admin/jobs')
      .answers(200, shapeOf(jobs))
      .data((ui) => ui.dispatch(jobsAdminApi.endpoints.adminJobs.initiate()));
    expect(data[0]?.last_run?.rows_written).toBe(2);
  });

  itRefusesNonAdmins(
    'a request for the scheduled jobs from a subscriber who is not an admin',
    '/api/admin/jobs',
    undefined,
    (ui) => ui.dispatch(jobsAdminApi.endpoints.adminJobs.initiate()),
  );
});
