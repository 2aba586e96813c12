// GET /api/admin/jobs: every scheduled job of this deployment with its schedule in words, last run, next run
// and recent history (written by whichever instance ran it).
import type {
  AdminJobRun,
  AdminJobsResponse,
  JobEngine,
  JobRunRecord,
  JobRunRepository,
  JobSchedule,
} from '@edgeboard/domain';

/** How many runs of each job the tab shows. */
export const JOB_HISTORY = 20;

export interface ListJobsDeps {
  jobEngine: Pick<JobEngine, 'jobs' | 'nextRun'>;
  jobRuns: Pick<JobRunRepository, 'latest'>;
  /** The schedule in words (the engine's cron reading: adapters' describeSchedule on the server). */
  describeSchedule: (schedule: JobSchedule) => string;
}

const toRun = ({ id: _id, job: _job, ...run }: JobRunRecord): AdminJobRun => run;

export async function listJobs(deps: ListJobsDeps): Promise<AdminJobsResponse> {
  const data = await Promise.all(
    deps.jobEngine.jobs().map(async (job) => {
      const runs = (await deps.jobRuns.latest(job.name, JOB_HISTORY)).map(toRun);
      return {
        name: job.name,
        description: job.description,
        schedule: deps.describeSchedule(job.schedule),
        last_run: runs[0] ?? null,
        next_run: deps.jobEngine.nextRun(job.name)?.toISOString() ?? null,
        runs,
      };
    }),
  );
  return { data };
}
