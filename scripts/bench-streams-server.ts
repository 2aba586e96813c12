// The server half of `npm run bench:streams`: one API instance in its own process, on a throwaway SQLite file.
// It seeds BENCH_USERS all-star users in bulk SQL (one template account made the ordinary way, then copied row
// by row with a cheap password hash so signing each in costs no scrypt), one enabled rule each, signs each in,
// writes the tokens to BENCH_TOKENS, and serves two bench routes beside the real app: GET /bench/stats (memory
// and CPU of this process) and POST /bench/publish (a week of plays written and matched the way the publish
// hook matches them, so the waker notifies every stream). Prints one JSON line once it listens.
import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { Kysely } from 'kysely';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { matchPublished } from '@edgeboard/application/alerts/match-alerts/match-alerts';
import { sampleGame, samplePick } from '@edgeboard/fixtures/samples';
import { createApp } from '../api/src/app';
import { buildContainer, SERVICES, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';
import type { AppServices } from '../api/src/modules/services';
import { alertsDepsFrom } from '../api/src/routes/alerts/alerts.routes';

const PASSWORD = 'bench-streams-Password-1';
const TEMPLATE_EMAIL = 'stream-0@bench.local';
const WEEK_PLAYS = 16;

/** scrypt at N=1024 (the hasher allows it 256·N·r bytes): the stored hash carries its cost, so sign-in checks it as cheaply (bench accounts only). */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Row = Record<string, unknown>;

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const tokensFile = process.env.BENCH_TOKENS;
  const users = Number(process.env.BENCH_USERS ?? '0');
  if (!databaseUrl || !tokensFile || !(users > 0))
    throw new Error('BENCH_DATABASE_URL, BENCH_TOKENS, BENCH_USERS');
  const env = parseEnv({
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ALERT_STREAMS_PER_INSTALL: process.env.ALERT_STREAMS_PER_INSTALL ?? '100000',
  });
  const container = buildContainer(env);
  const handle = container.get<DbHandle>(TOKENS.db);
  const auth = container.get<LocalAuthService>(TOKENS.localAuth);
  const repos = container.get<SqlRepositories>(TOKENS.repos);
  await migrateToLatest(handle.db);

  const template = await auth.createConfirmedUser({ email: TEMPLATE_EMAIL, password: PASSWORD });
  const now = new Date();
  await repos.subscriptions.create({
    user_id: template.id,
    tier: 'all-star',
    status: 'active',
    price_id: null,
    provider_subscription_id: null,
    current_period_start: now.toISOString(),
    current_period_end: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    cancel_at_period_end: false,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- copies rows of whatever shape the schema has
  const db = handle.db as unknown as Kysely<any>;
  await db
    .insertInto('alert_rules')
    .values({
      user_id: template.id,
      position: 0,
      enabled: 1,
      min_edge_score: 70,
      min_ev_percent: null,
      stat_types: '[]',
      players: '[]',
      email: 0,
      updated_at: now.toISOString(),
    })
    .execute();

  // Copies of the template in every table that holds a user, 500 rows a statement.
  const hash = cheapHash(PASSWORD);
  const tables: { name: string; key: string }[] = [
    { name: 'users', key: 'id' },
    { name: 'auth_users', key: 'id' },
    { name: 'subscriptions', key: 'user_id' },
    { name: 'alert_rules', key: 'user_id' },
  ];
  const emails: string[] = [TEMPLATE_EMAIL];
  const ids = Array.from({ length: users }, () => randomUUID());
  for (const { name, key } of tables) {
    const rows = (await db.selectFrom(name).selectAll().where(key, '=', template.id).execute()) as Row[];
    const copies: Row[] = [];
    for (let i = 1; i < users; i++) {
      const id = ids[i] ?? '';
      const email = `stream-${String(i)}@bench.local`;
      if (name === 'users') emails.push(email);
      for (const row of rows) {
        const copy: Row = { ...row };
        for (const [k, v] of Object.entries(row)) {
          if (v === template.id) copy[k] = id;
          else if (v === TEMPLATE_EMAIL) copy[k] = email;
          else if (typeof v === 'string' && v.startsWith('scrypt$')) copy[k] = hash;
        }
        if (name === 'subscriptions') copy.id = randomUUID();
        if (name === 'alert_rules') delete copy.id;
        copies.push(copy);
      }
    }
    for (let i = 0; i < copies.length; i += 500)
      await db
        .insertInto(name)
        .values(copies.slice(i, i + 500))
        .execute();
  }
  const tokens: string[] = [];
  for (const email of emails)
    tokens.push((await auth.signInWithPassword({ email, password: PASSWORD })).access_token);
  writeFileSync(tokensFile, JSON.stringify(tokens));

  const services = container.get<AppServices>(SERVICES);
  const deps = alertsDepsFrom(services);
  let week = 0;
  const app = createApp(container, {
    extend: (a) => {
      a.get('/bench/stats', (c) => {
        if (c.req.query('gc') === '1') (globalThis as { gc?: () => void }).gc?.();
        const m = process.memoryUsage();
        return c.json({ rss: m.rss, heapUsed: m.heapUsed, cpu: process.cpuUsage() });
      });
      a.post('/bench/publish', async (c) => {
        week += 1;
        const gameId = `g-bench-streams-${String(week)}`;
        const kickoff = new Date(Date.now() + 86_400_000).toISOString();
        await repos.games.upsertMany([sampleGame({ id: gameId, season: 2025, week, kickoff })]);
        const plays = Array.from({ length: WEEK_PLAYS }, (_, i) =>
          samplePick({
            id: `bench-stream-w${String(week)}-${String(i)}`,
            verdict: 'play',
            ev: 0.06,
            confidence: 74,
            stat_type: 'receiving_yards',
            season: 2025,
            week,
            game_id: gameId,
            created_at: new Date().toISOString(),
          }),
        );
        const started = performance.now();
        try {
          await repos.aiPicks.insertMany(plays);
          const r = await matchPublished(
            deps,
            plays.map((p) => p.id),
          );
          return c.json({ ...r, matchMs: performance.now() - started });
        } catch (err) {
          console.error(err);
          throw err;
        }
      });
    },
  });
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(JSON.stringify({ ready: true, port: info.port, users: tokens.length }));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

// An orderly exit on SIGTERM, so a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
