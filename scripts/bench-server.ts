// The server half of `npm run bench:api` (run in a child process, so the load generator does not share its
// event loop): a fresh SQLite database holding 100,000 picks over 18 weeks, a signed-in starting-tier user,
// and a static route that answers the same bytes as the measured feed query.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { AiPick, Game } from '@edgeboard/domain';
import { createApp } from '../api/src/app';
import { buildContainer, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';

export const PICKS = 100_000;
export const STATIC_PATH = '/api/bench/static';
export const FEED_QUERY = '/api/props/prop-feed?season=2025&week=7&sortBy=confidence&sortOrder=desc&limit=12';
const STATS = [
  'passing_yards',
  'rushing_yards',
  'receiving_yards',
  'receptions',
  'passing_tds',
  'touchdowns',
] as const;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'edgeboard-bench-'));
  const env = parseEnv({
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: join(dir, 'bench.sqlite'),
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const container = buildContainer(env);
  await migrateToLatest(container.get<DbHandle>(TOKENS.db).db);
  const repos = container.get<SqlRepositories>(TOKENS.repos);
  const auth = container.get<LocalAuthService>(TOKENS.localAuth);

  const games: Game[] = [];
  for (let week = 1; week <= 18; week++) {
    for (let g = 0; g < 16; g++) {
      games.push({
        id: `g${week}-${g}`,
        season: 2025,
        week,
        kickoff: new Date(Date.UTC(2025, 8, 7 + (week - 1) * 7, 17 + (g % 4))).toISOString(),
        home_team: 'KC',
        away_team: 'BUF',
        home_score: null,
        away_score: null,
        status: 'scheduled',
        venue_time_zone: 'America/Chicago',
      });
    }
  }
  await repos.games.upsertMany(games);
  // Deterministic spread of values (the benchmark needs volume, not realism; no pick here is shown to anyone).
  const batch: AiPick[] = [];
  for (let i = 0; i < PICKS; i++) {
    const week = (i % 18) + 1;
    batch.push({
      id: `bench-${String(i).padStart(6, '0')}`,
      player: `Player ${i % 1500}`,
      player_id: `pl-${i % 1500}`,
      opponent: 'BUF',
      stat_type: STATS[i % STATS.length] ?? 'receptions',
      pick: i % 3 === 0 ? 'under' : 'over',
      line_value: 40.5 + (i % 40),
      confidence: 45 + ((i * 37) % 50),
      reasoning: 'Averaging 61.2 receiving yards over his last 5, 5.7 above the 55.5 line.',
      condensed_reasoning: null,
      analysis: {
        supporting_factors: ['Averaging 61.2 receiving yards over his last 5'],
        concerns: ['Opponent allows 4% fewer receiving yards than average'],
        factors: [{ description: 'Recent form', value: 64 }],
        historicalGames: [{ date: '2025-09-28', points: 71 }],
        summary: 'Projection 60.1 against a 55.5 line.',
        weather_impact: null,
        final_recommendation: 'OVER 55.5 receiving yards\nConfidence: 61%',
      },
      season: 2025,
      week,
      game_id: `g${week}-${i % 16}`,
      team: 'KC',
      position: 'WR',
      projection: { mean: 60, sd: 18 },
      p_over: 0.6,
      odds: -110,
      result: null,
      actual_value: null,
      profit: null,
      graded_at: null,
      created_at: new Date(Date.UTC(2025, 8, 2, 0, 0, i)).toISOString(),
    });
    if (batch.length === 5_000) await repos.aiPicks.insertMany(batch.splice(0));
  }
  await repos.aiPicks.insertMany(batch);

  await auth.createConfirmedUser({
    email: 'bench@x.dev',
    password: 'Bench-Pass-1!',
    userMetadata: { name: 'Bench' },
  });
  const user = await repos.users.findByEmail('bench@x.dev');
  if (!user) throw new Error('bench user missing');
  await repos.subscriptions.create({
    user_id: user.id,
    tier: 'starting',
    status: 'active',
    price_id: null,
    provider_subscription_id: null,
    current_period_start: new Date().toISOString(),
    current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    cancel_at_period_end: false,
  });
  const session = await auth.signInWithPassword({ email: 'bench@x.dev', password: 'Bench-Pass-1!' });

  // The baseline answers the feed's exact bytes from memory, behind the same middleware (token check,
  // profile and subscription lookup, headers, logging): the difference between the two is the feed's own cost.
  let body = '';
  const app = createApp(container, {
    extend: (a) => a.get(STATIC_PATH, (c) => c.body(body, 200, { 'content-type': 'application/json' })),
  });
  const sample = await app.request(FEED_QUERY, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  if (sample.status !== 200) throw new Error(`feed answered ${sample.status}`);
  body = await sample.text();
  const items = (JSON.parse(body) as { data: unknown[] }).data.length;

  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(
      JSON.stringify({
        ready: true,
        port: info.port,
        token: session.access_token,
        bytes: body.length,
        items,
      }),
    );
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
