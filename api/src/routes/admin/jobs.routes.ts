// The back office's Jobs tab: every scheduled job of this deployment with its schedule, last run, next run and
// recent history (table job_runs, written by whichever instance ran it); the answer is the use case's
// (application/src/admin/jobs/list-jobs).
import { OpenAPIHono } from '@hono/zod-openapi';
import { listJobs } from '@edgeboard/application/admin/jobs/list-jobs/list-jobs';
import {
  AdminJobsResponse,
  type JobEngine,
  type JobRunRepository,
  type JobSchedule,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { routeGroup } from '../../http/route-group';

export interface JobsAdminDeps {
  jobEngine: JobEngine;
  jobRuns: JobRunRepository;
  /** The schedule in words (the job engines' cron reading). */
  describeSchedule: (schedule: JobSchedule) => string;
}

const jobsRoute = routeGroup(['Admin'], { bearer: true, errors: [401, 403] }).read(
  '/api/admin/jobs',
  'Scheduled jobs: schedule, last run (outcome, rows written, message), next run and the last 20 runs',
  AdminJobsResponse,
  'The jobs',
);

export function jobsAdminRoutes(deps: JobsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(jobsRoute, async (c) => c.json(await listJobs(deps), 200));
  return app;
}
