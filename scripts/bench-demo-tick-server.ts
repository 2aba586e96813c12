// The server half of `npm run bench:demo-tick`: the real app on a demo-season SQLite file (a copy of
// BENCH_TEMPLATE, seeded at EDGEBOARD_NOW and saved there on first use), with one extra route that moves the season clock on by some minutes and runs
// the demo-season.advance job's handler in this process, as the job engine would. It prints one JSON line
// ({ port }) once it listens. Never part of the product: only the benchmark starts it.
import { copyFileSync, existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { demoClock } from '@edgeboard/fixtures';
import { sql } from 'kysely';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { createApp } from '../api/src/server/create-app';
import { buildContainer, SERVICES, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';
import type { ShiftedClock } from '../api/src/modules/season-clock';
import type { AppServices } from '../api/src/modules/services';
import { demoSeasonJob, prepareDemoSeason, SyncMark } from '../api/src/server/demo-runner';
import { demoWorldThread } from '../api/src/server/demo-world-thread';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const now = process.env.EDGEBOARD_NOW;
  if (!databaseUrl || !now) throw new Error('BENCH_DATABASE_URL and EDGEBOARD_NOW are required');
  const template = process.env.BENCH_TEMPLATE;
  if (!template) throw new Error('BENCH_TEMPLATE is required');
  const fromTemplate = existsSync(template);
  if (fromTemplate) copyFileSync(template, databaseUrl);
  const env = parseEnv({
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const container = buildContainer(env);
  const handle = container.get<DbHandle>(TOKENS.db);
  await migrateToLatest(handle.db);
  const seasonClock = container.get<ShiftedClock>(TOKENS.seasonClock);
  const deps = {
    repos: container.get<SqlRepositories>(TOKENS.repos),
    auth: container.get<LocalAuthService>(TOKENS.localAuth),
    db: handle,
    seasonClock,
    pinnedNow: new Date(now),
    logger: container.get<AppServices>(SERVICES).logger,
    // As api/src/server/main.ts does (BENCH_SAME_THREAD=1 measures the world built on the server's thread).
    ...(process.env.BENCH_SAME_THREAD !== '1' && {
      generate: demoWorldThread((err: unknown) => {
        console.error('demo world worker failed', err);
      }),
    }),
  };
  const seed = await prepareDemoSeason(deps);
  if (!fromTemplate) await sql`vacuum into ${template}`.execute(handle.db);
  // The season instant of EDGEBOARD_NOW, whenever the template was seeded.
  let offset = demoClock(new Date(now)).demoNow.getTime() - Date.now();
  // The template was seeded at EDGEBOARD_NOW: every pull made by then is stored, as after a seed at start.
  const mark = new SyncMark();
  mark.set(demoClock(new Date(now)).demoNow.toISOString());
  const job = demoSeasonJob(deps, seed, mark);
  const app = createApp(container, {
    extend: (a) => {
      a.post('/__bench/tick', async (c) => {
        offset += Number(c.req.query('minutes') ?? 10) * 60_000;
        seasonClock.setOffset(offset);
        const started = performance.now();
        const result = await job.handler();
        return c.json({ ms: Math.round(performance.now() - started), seasonNow: seasonClock.now(), result });
      });
    },
  });
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(JSON.stringify({ port: info.port }));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
