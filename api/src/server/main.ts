// `npm start`: parse the environment, migrate, seed the demo season on first start (local mode), serve.
import { serve } from '@hono/node-server';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { Clock, JobEngine } from '@edgeboard/domain';
import { createApp } from './create-app';
import { buildContainer, SERVICES, TOKENS } from '../container';
import type { AppServices } from '../modules/services';
import type { ShiftedClock } from '../modules/season-clock';
import { EnvError, parseEnv } from '../env';
import type { SharedState } from '../modules/shared-state';
import { startBackgroundJobs } from './background-jobs';
import { demoWorldThread } from './demo-world-thread';
import { hostedJobs } from './hosted-jobs';
import { startReplayJobs } from './replay-jobs';
import { replayStateFile } from '../replay/replay-clock';
import { alertsJob } from '../routes/alerts/alerts-job';
import { alertsDepsFrom } from '../routes/alerts/alerts.routes';

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const container = buildContainer(env);
  const services = container.get<AppServices>(SERVICES);
  const { logger } = services;
  await migrateToLatest(container.get<DbHandle>(TOKENS.db).db);
  // Open (or create, or seal an old clear) auth signing key now: one this install's secret cannot open stops the
  // start with SigningKeyUnreadableError instead of every sign-in answering 500 later.
  if (env.EDGEBOARD_MODE === 'local') await container.get<LocalAuthService>(TOKENS.localAuth).jwks();
  // Cache invalidations from the other instances are heard before this one serves anything.
  await container.get<SharedState>(TOKENS.sharedState).start();

  const engine = container.get<JobEngine>(TOKENS.jobEngine);
  const repos = container.get<SqlRepositories>(TOKENS.repos);
  const clock = container.get<Clock>(TOKENS.clock);
  let stopJobs: () => Promise<void>;
  // Every mode: matches plays to alert rules however they were published.
  engine.define(alertsJob(alertsDepsFrom(services)));
  if (env.EDGEBOARD_MODE === 'local') {
    const localDeps = {
      repos: container.get<SqlRepositories>(TOKENS.repos),
      auth: container.get<LocalAuthService>(TOKENS.localAuth),
      db: container.get<DbHandle>(TOKENS.db),
      seasonClock: container.get<ShiftedClock>(TOKENS.seasonClock),
      pinnedNow: env.EDGEBOARD_NOW ? new Date(env.EDGEBOARD_NOW) : undefined,
      logger,
      // The demo season's ticks simulate on a worker thread, off the event loop that answers requests.
      generate: demoWorldThread((err: unknown) => {
        logger.warn({ err }, 'demo world worker failed: generating on the main thread');
      }),
    };
    // A replayed real season (npm run replay) seeds no demo world: it only moves, locks and grades.
    stopJobs =
      env.EDGEBOARD_DATA === 'replay'
        ? await startReplayJobs(
            {
              ...localDeps,
              dataDir: env.EDGEBOARD_REPLAY_DIR,
              linesFile: env.EDGEBOARD_REPLAY_LINES,
              oddsConfig: env.EDGEBOARD_REPLAY_ODDS,
              stateFile: replayStateFile(env.DATABASE_URL),
            },
            engine,
          )
        : await startBackgroundJobs(localDeps, {
            databaseUrl: env.DATABASE_URL,
            engine,
            runs: repos.jobRuns,
            clock,
          });
  } else {
    // Hosted: picks of games that kicked off while no server ran join the record now (locking is idempotent,
    // so every instance may do it). Local mode's demo season does this on its first tick.
    const seasonClock = container.get<ShiftedClock>(TOKENS.seasonClock);
    const locked = await repos.aiPicks.lockStarted(seasonClock.now().toISOString());
    if (locked > 0) logger.info({ locked }, 'picks of started games locked');
    for (const job of hostedJobs({
      env,
      repos,
      db: container.get<DbHandle>(TOKENS.db),
      clock,
      seasonClock,
      logger,
    }))
      engine.define(job);
    await engine.start();
    stopJobs = () => engine.stop();
  }

  const app = createApp(container);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    logger.info({ url, mode: env.EDGEBOARD_MODE }, 'EdgeBoard is listening');
    console.log(`\nEdgeBoard is running on ${url}  (API reference: ${url}/api/docs)`);
    if (env.EDGEBOARD_MODE === 'local') {
      console.log('Demo accounts (password Demo-2025!):');
      for (const who of ['admin', 'free', 'scout', 'starting', 'allstar'])
        console.log(`  ${who}@demo.edgeboard.dev`);
      console.log(`Outgoing mail (password resets, confirmations): ${url}/dev/mail\n`);
    }
  });
  // Loads the graded picks behind Performance Review now (worker start and read: about 3.5 s on the demo
  // season), not for whoever opens that page first. The summary route is public; a failure only means the
  // first visitor pays the load.
  const warm = async (): Promise<void> => {
    await app.request('/api/performance/summary');
  };
  warm().catch(() => undefined);

  const shutdown = () => {
    // Lets runs in progress finish (pg-boss waits for its workers), then closes the database.
    server.close(() => {
      void stopJobs()
        .catch((err: unknown) => {
          logger.warn({ err }, 'job engine did not stop cleanly');
        })
        .finally(() => {
          void services.close().finally(() => process.exit(0));
        });
    });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error('EdgeBoard failed to start:', err);
  process.exit(1);
});
