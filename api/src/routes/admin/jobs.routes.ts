// The back office's Jobs tab: every scheduled job of this deployment with its schedule, last run, next run and
// recent history (table job_runs, written by whichever instance ran it).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { describeSchedule } from '@edgeboard/adapters/jobs/job-schedule';
import {
  AdminJobsResponse,
  type AdminJobRun,
  type JobEngine,
  type JobRunRecord,
  type JobRunRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';

/** How many runs of each job the tab shows. */
export const JOB_HISTORY = 20;

export interface JobsAdminDeps {
  jobEngine: JobEngine;
  jobRuns: JobRunRepository;
}

const jobsRoute = createRoute({
  method: 'get',
  path: '/api/admin/jobs',
  tags: ['Admin'],
  summary:
    'Scheduled jobs: schedule, last run (outcome, rows written, message), next run and the last 20 runs',
  security: bearer,
  responses: { 200: json(AdminJobsResponse, 'The jobs'), 401: errors[401], 403: errors[403] },
});

const toRun = ({ id: _id, job: _job, ...run }: JobRunRecord): AdminJobRun => run;

export function jobsAdminRoutes(deps: JobsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(jobsRoute, async (c) => {
    const data = await Promise.all(
      deps.jobEngine.jobs().map(async (job) => {
        const runs = (await deps.jobRuns.latest(job.name, JOB_HISTORY)).map(toRun);
        return {
          name: job.name,
          description: job.description,
          schedule: describeSchedule(job.schedule),
          last_run: runs[0] ?? null,
          next_run: deps.jobEngine.nextRun(job.name)?.toISOString() ?? null,
          runs,
        };
      }),
    );
    return c.json({ data }, 200);
  });
  return app;
}
