// Local mode's background work (the demo season loop and local renewals) runs once across instances. On
// SQLite there is one process: it runs there, as always. On PostgreSQL the instance holding an advisory lock
// runs it (seeding first if the database is empty); the others wait for the seed, set their season clock from
// it, and keep trying the lock so that one of them takes over when the holder stops or dies.
import { AdvisoryLeader } from '@edgeboard/adapters/sql/advisory-leader';
import { isPostgresUrl } from '@edgeboard/adapters/sql/db';
import {
  advanceDemoSeason,
  followDemoSeason,
  prepareDemoSeason,
  startDemoSeason,
  type DemoRunnerDeps,
} from './demo-runner';

/** The advisory lock id of local mode's background work ("EBDM"); distinct from the migrator's lock. */
export const BACKGROUND_JOBS_LOCK_KEY = 0x4542444d;
export const HOLDING_MESSAGE = 'background jobs (demo season, local renewals) run in this instance';

export interface BackgroundOptions {
  databaseUrl: string;
  /** How often a standby tries the lock (and the holder checks its connection). */
  retryMs?: number;
}

/** Starts the work (or the standby), resolving once this instance's season clock is set. Returns a stop. */
export async function startBackgroundJobs(
  deps: DemoRunnerDeps,
  options: BackgroundOptions,
): Promise<() => Promise<void>> {
  if (!isPostgresUrl(options.databaseUrl)) {
    const stop = await startDemoSeason(deps);
    return () => {
      stop();
      return Promise.resolve();
    };
  }
  const { logger } = deps;
  let stopAdvance: (() => void) | null = null;
  // Moves on whenever the lock is lost, so work started under an earlier hold never keeps running.
  let term = 0;
  // Set by onAcquired during `leader.start()` when this instance wins the lock at once.
  const first: { run?: Promise<void> } = {};

  const run = async (myTerm: number): Promise<void> => {
    const seed = await prepareDemoSeason(deps);
    if (myTerm !== term) return;
    const stop = await advanceDemoSeason(deps, seed);
    if (myTerm !== term) stop();
    else stopAdvance = stop;
  };
  const leader = new AdvisoryLeader({
    connectionString: options.databaseUrl,
    key: BACKGROUND_JOBS_LOCK_KEY,
    retryMs: options.retryMs,
    onAcquired: () => {
      logger.info(HOLDING_MESSAGE);
      const myTerm = ++term;
      const started = run(myTerm);
      first.run ??= started;
      started.catch((err: unknown) => {
        logger.error({ err }, 'background jobs could not start');
      });
    },
    onLost: () => {
      term += 1;
      stopAdvance?.();
      stopAdvance = null;
      logger.warn('background jobs lock lost: this instance stopped them (another one takes over)');
    },
    onError: (err) => {
      logger.warn({ err }, 'background jobs lock connection error');
    },
  });
  if ((await leader.start()) && first.run) await first.run;
  else await followDemoSeason(deps);
  return async () => {
    term += 1;
    stopAdvance?.();
    stopAdvance = null;
    await leader.close();
  };
}
