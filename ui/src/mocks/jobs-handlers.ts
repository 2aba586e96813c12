// The Jobs tab (GET /api/admin/jobs) for `npm run dev:mock`, answered by the API's use case
// (application/src/admin/jobs/list-jobs). The mock has no job engine: its demo season is generated once in the
// browser and never advances. It describes local mode's one job with its schedule and next scheduled time (the
// next 10-minute mark, as the server would), and that generation as its only run, whose message says the mock
// does not advance the season.
import { listJobs } from '@edgeboard/application/admin/jobs/list-jobs/list-jobs';
import { InMemoryJobRunRepository } from '@edgeboard/application/in-memory/job-run-repository';
import { AdminJobsResponse, type JobDefinition } from '@edgeboard/domain';
import { http } from 'msw';
import { guarded, type AdminPath } from './admin/admin-guard';
import { answer } from './admin/admin-http';
import type { DemoWorld } from './demo-world';

const TEN_MINUTES = 10 * 60_000;

const DEMO_JOB: JobDefinition = {
  name: 'demo-season.advance',
  schedule: { everyMinutes: 10 },
  description:
    'Moves the demo season to its clock: finishes games, locks picks at kickoff with their closes, grades, ' +
    "adds a new week's lines and picks, and renews local subscriptions.",
  handler: () => Promise.resolve({ rowsWritten: 0 }),
};

/** The browser's generation of the season, recorded once as the job's only run. */
const runs = new WeakMap<DemoWorld, InMemoryJobRunRepository>();
function runsOf(w: DemoWorld): InMemoryJobRunRepository {
  let repo = runs.get(w);
  if (!repo) {
    repo = new InMemoryJobRunRepository();
    const generatedAt = new Date().toISOString();
    void repo.record({
      job: DEMO_JOB.name,
      started_at: generatedAt,
      finished_at: generatedAt,
      outcome: 'ok',
      rows_written: 0,
      message: `Demo season generated in the browser (${String(w.season.aiPicks.length)} picks); the dev mock does not advance it.`,
      instance_id: 'browser (dev mock)',
    });
    runs.set(w, repo);
  }
  return repo;
}

const jobEngine = {
  jobs: () => [DEMO_JOB],
  nextRun: () => new Date(Math.floor(Date.now() / TEN_MINUTES) * TEN_MINUTES + TEN_MINUTES),
};

export const jobsHandlers = (at: AdminPath) => [
  http.get(
    at('/jobs'),
    guarded(({ w }) =>
      answer(AdminJobsResponse, () =>
        // The schedule in the server's words for an every-10-minutes job (adapters' describeSchedule).
        listJobs({ jobEngine, jobRuns: runsOf(w), describeSchedule: () => 'Every 10 minutes' }),
      ),
    ),
  ),
];
