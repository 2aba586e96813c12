// The Jobs tab (GET /api/admin/jobs, api/src/routes/admin/jobs.routes.ts) for `npm run dev:mock`. The mock has
// no job engine: its demo season is generated once in the browser and never advances. It answers local mode's
// one job with its schedule and next scheduled time (the next 10-minute mark, as the server would), and that
// generation as its only run, whose message says the mock does not advance the season.
import { AdminJobsResponse } from '@edgeboard/domain';
import { http } from 'msw';
import { guarded, type AdminPath } from './admin/admin-guard';
import { ok } from './admin/admin-http';

const TEN_MINUTES = 10 * 60_000;
let generatedAt: string | undefined;

export const jobsHandlers = (at: AdminPath) => [
  http.get(
    at('/jobs'),
    guarded(({ w }) => {
      generatedAt ??= new Date().toISOString();
      const run = {
        started_at: generatedAt,
        finished_at: generatedAt,
        outcome: 'ok' as const,
        rows_written: 0,
        message: `Demo season generated in the browser (${String(w.season.aiPicks.length)} picks); the dev mock does not advance it.`,
        instance_id: 'browser (dev mock)',
      };
      return ok(AdminJobsResponse, {
        data: [
          {
            name: 'demo-season.advance',
            description:
              'Moves the demo season to its clock: finishes games, locks picks at kickoff with their closes, grades, ' +
              "adds a new week's lines and picks, and renews local subscriptions.",
            schedule: 'Every 10 minutes',
            last_run: run,
            next_run: new Date(
              Math.floor(Date.now() / TEN_MINUTES) * TEN_MINUTES + TEN_MINUTES,
            ).toISOString(),
            runs: [run],
          },
        ],
      });
    }),
  ),
];
