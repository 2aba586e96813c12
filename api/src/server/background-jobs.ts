// Local mode's background work on the job engine (pg-boss on PostgreSQL, in process on SQLite). At start: seed
// the demo season if the database is empty, set the season clock from the stored state, and catch the season
// up now unless a run of demo-season.advance did so within its interval; then the engine runs that job every
// 10 minutes, once per scheduled time however many instances share the database.
//
// Seeding still needs a single writer: two instances starting together on an empty PostgreSQL would both seed
// (nothing in the schema stops a second copy of every pick). So on PostgreSQL the seeding and the start-up
// catch-up run under a session advisory lock, one instance after the other: the next one finds the seed and
// the fresh run, sets its clock and goes on. The scheduled runs need no lock (pg-boss).
import { isPostgresUrl } from '@edgeboard/adapters/sql/db';
import { withAdvisoryLock } from '@edgeboard/adapters/sql/advisory-lock';
import type { Clock, JobEngine, JobRunRepository } from '@edgeboard/domain';
import type { Logger } from '../http/logger';
import {
  DEMO_SEASON_EVERY_MINUTES,
  DEMO_SEASON_JOB,
  demoSeasonJob,
  prepareDemoSeason,
  SyncMark,
  type DemoRunnerDeps,
} from './demo-runner';

/** The advisory lock id of the seeding ("EBDM"); distinct from the migrator's lock. */
export const SEEDING_LOCK_KEY = 0x4542444d;
export const CATCH_UP_MESSAGE = 'demo season caught up at start in this instance (job demo-season.advance)';

export interface BackgroundOptions {
  databaseUrl: string;
  engine: JobEngine;
  runs: JobRunRepository;
  /** Real time (the job runs' times). */
  clock: Clock;
}

/**
 * Runs `job` now in this instance unless a successful run started less than `everyMinutes` ago (another
 * instance's start, or the schedule). Answers whether it ran. Callers on PostgreSQL hold the seeding lock.
 */
export async function catchUpIfDue(
  engine: JobEngine,
  runs: JobRunRepository,
  clock: Clock,
  logger: Logger,
  job: string,
  everyMinutes: number,
): Promise<boolean> {
  const [last] = await runs.latest(job, 1);
  const fresh =
    last?.outcome === 'ok' && clock.now().getTime() - Date.parse(last.started_at) < everyMinutes * 60_000;
  if (fresh) return false;
  logger.info(CATCH_UP_MESSAGE);
  const run = await engine.runNow(job);
  if (run.outcome === 'failed') logger.error({ job, message: run.message }, 'demo season could not advance');
  return true;
}

/** Seeds (if needed), catches up, starts the engine; resolves once this instance's season clock is set. */
export async function startBackgroundJobs(
  deps: DemoRunnerDeps,
  options: BackgroundOptions,
): Promise<() => Promise<void>> {
  const { engine, runs, clock, databaseUrl } = options;
  const onPostgres = isPostgresUrl(databaseUrl);
  const locked = <T>(fn: () => Promise<T>) =>
    onPostgres ? withAdvisoryLock(databaseUrl, SEEDING_LOCK_KEY, fn) : fn();
  // The engine is not started while the start-up block holds the lock: its catch-up run must not ask again.
  let holding = false;
  await locked(async () => {
    holding = true;
    const mark = new SyncMark();
    const seed = await prepareDemoSeason(deps, mark);
    const job = demoSeasonJob(deps, seed, mark);
    // A scheduled run and another instance's start-up catch-up could otherwise overlap at a 10-minute mark;
    // under the same lock they run one after the other, and the second finds nothing left to do.
    engine.define({ ...job, handler: () => (holding ? job.handler() : locked(job.handler)) });
    try {
      await catchUpIfDue(engine, runs, clock, deps.logger, DEMO_SEASON_JOB, DEMO_SEASON_EVERY_MINUTES);
    } finally {
      holding = false;
    }
  });
  await engine.start();
  return () => engine.stop();
}
