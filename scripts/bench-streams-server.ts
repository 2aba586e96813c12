// The server half of `npm run bench:streams`: one API instance in its own process, on a throwaway SQLite file,
// its stream limit raised by ALERT_STREAMS_PER_INSTALL. Seeds BENCH_USERS all-star users (bench-streams-seed.ts),
// signs each in, writes their tokens to BENCH_TOKENS, and serves two bench routes beside the real app:
// GET /bench/stats (this process's memory and CPU; ?gc=1 collects first) and POST /bench/publish (a week of picks
// written, then matched by the publish hook's own use case with the routes' own waker, so every stream is woken
// as a back-office publish wakes it). Prints one JSON line once it listens.
import { writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { matchPublished } from '@edgeboard/application/alerts/match-alerts/match-alerts';
import { createApp } from '../api/src/server/create-app';
import { buildContainer, SERVICES, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';
import type { AppServices } from '../api/src/modules/services';
import { alertsDepsFrom } from '../api/src/routes/alerts/alerts.routes';
import {
  copyTemplate,
  seedTemplate,
  STREAMS_PASSWORD,
  STREAMS_RULE,
  weekOfPicks,
} from './bench-streams-seed';

export interface StreamsServerReady {
  ready: true;
  port: number;
  users: number;
  seedMs: number;
}

export interface ServerStats {
  rss: number;
  heapUsed: number;
  /** process.cpuUsage(), µs. */
  cpu: { user: number; system: number };
}

export interface PublishResult {
  plays: number;
  notices: number;
  /** Writing the picks, then matching them (notices written, streams woken), in this process. */
  writeMs: number;
  matchMs: number;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const tokensFile = process.env.BENCH_TOKENS;
  const users = Number(process.env.BENCH_USERS ?? '0');
  if (!databaseUrl || !tokensFile || !(users > 0))
    throw new Error('BENCH_DATABASE_URL, BENCH_TOKENS and BENCH_USERS are required');
  const started = performance.now();
  const env = parseEnv({
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(process.env.ALERT_STREAMS_PER_INSTALL
      ? { ALERT_STREAMS_PER_INSTALL: process.env.ALERT_STREAMS_PER_INSTALL }
      : {}),
  });
  const container = buildContainer(env);
  const handle = container.get<DbHandle>(TOKENS.db);
  const auth = container.get<LocalAuthService>(TOKENS.localAuth);
  const repos = container.get<SqlRepositories>(TOKENS.repos);
  const services = container.get<AppServices>(SERVICES);
  await migrateToLatest(handle.db);

  const deps = alertsDepsFrom(services);
  let week = 0;
  const app = createApp(container, {
    extend: (a) => {
      a.get('/bench/stats', (c) => {
        if (c.req.query('gc') === '1') (globalThis as { gc?: () => void }).gc?.();
        const m = process.memoryUsage();
        const stats: ServerStats = { rss: m.rss, heapUsed: m.heapUsed, cpu: process.cpuUsage() };
        return c.json(stats);
      });
      a.post('/bench/publish', async (c) => {
        week += 1;
        const now = services.clock.now();
        const { games, picks } = weekOfPicks(week, new Date(now.getTime() + 86_400_000), now);
        const t0 = performance.now();
        await repos.games.upsertMany(games);
        await repos.aiPicks.insertMany(picks);
        const t1 = performance.now();
        const r = await matchPublished(
          deps,
          picks.map((p) => p.id),
        );
        const result: PublishResult = {
          plays: r.plays,
          notices: r.notices,
          writeMs: t1 - t0,
          matchMs: performance.now() - t1,
        };
        return c.json(result);
      });
    },
  });

  const template = await seedTemplate(repos, auth, services.clock.now());
  const first = await auth.signInWithPassword({ email: template.email, password: STREAMS_PASSWORD });
  const saved = await app.request('/api/alerts/rules', {
    method: 'PUT',
    headers: { authorization: `Bearer ${first.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rules: [STREAMS_RULE] }),
  });
  if (saved.status !== 200)
    throw new Error(`PUT /api/alerts/rules: ${String(saved.status)} ${await saved.text()}`);
  const emails = await copyTemplate(handle, template, users);
  const tokens: string[] = [];
  for (const email of emails)
    tokens.push((await auth.signInWithPassword({ email, password: STREAMS_PASSWORD })).access_token);
  writeFileSync(tokensFile, JSON.stringify(tokens));
  const seedMs = performance.now() - started;

  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    const ready: StreamsServerReady = { ready: true, port: info.port, users: tokens.length, seedMs };
    console.log(JSON.stringify(ready));
  });
}

// A clean exit on the bench's SIGTERM, so a --cpu-prof run (NODE_OPTIONS) writes its profile.
process.once('SIGTERM', () => process.exit(0));

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
