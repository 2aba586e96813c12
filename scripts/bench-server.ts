// The server half of `npm run bench:api`, one API instance per process (so the load generator never shares
// its event loop). BENCH_DATABASE_URL names the database: a SQLite file or a postgres:// URL. With BENCH_SEED=1
// it migrates and seeds the bench data first (scripts/bench-seed.ts); without, it joins a database another
// instance seeded. Either way it signs the bench users in (one per tier), serves a static route that answers the measured
// feed query's exact bytes, and prints one JSON line (ServerReady) once it listens.
import { serve } from '@hono/node-server';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { TIERS, type Tier } from '@edgeboard/domain';
import { createApp } from '../api/src/server/create-app';
import { buildContainer, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  BENCH_TIER_EMAILS,
  FEED_QUERY,
  SERVED_PATH,
  STATIC_PATH,
  type ServerReady,
} from './bench-config';
import { seedBench } from './bench-seed';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required (a SQLite file or a postgres:// URL)');
  const env = parseEnv({
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const container = buildContainer(env);
  const handle = container.get<DbHandle>(TOKENS.db);
  const auth = container.get<LocalAuthService>(TOKENS.localAuth);
  if (process.env.BENCH_SEED === '1') {
    await migrateToLatest(handle.db);
    await seedBench(container.get<SqlRepositories>(TOKENS.repos), auth, handle);
  }
  const session = await auth.signInWithPassword({ email: BENCH_EMAIL, password: BENCH_PASSWORD });
  const tokens = Object.fromEntries(
    await Promise.all(
      TIERS.map(async (tier) => {
        const s = await auth.signInWithPassword({ email: BENCH_TIER_EMAILS[tier], password: BENCH_PASSWORD });
        return [tier, s.access_token] as const;
      }),
    ),
  ) as Record<Tier, string>;

  // The baseline answers the feed's exact bytes from memory, behind the same middleware (token check,
  // profile and subscription lookup, headers, logging): the difference between the two is the feed's own cost.
  let body = '';
  let served = 0;
  const app = createApp(container, {
    extend: (a) => {
      a.get(STATIC_PATH, (c) => c.body(body, 200, { 'content-type': 'application/json' }));
      a.get(SERVED_PATH, (c) => c.json({ served }));
    },
  });
  const sample = await app.request(FEED_QUERY, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  if (sample.status !== 200) throw new Error(`feed answered ${sample.status}: ${await sample.text()}`);
  body = await sample.text();
  const items = (JSON.parse(body) as { data: unknown[] }).data.length;

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    const ready: ServerReady = {
      ready: true,
      port: info.port,
      token: session.access_token,
      tokens,
      bytes: body.length,
      items,
    };
    console.log(JSON.stringify(ready));
  });
  // Counted at the socket layer, so the count covers every answered request whatever route it took.
  server.on('request', () => {
    served += 1;
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
