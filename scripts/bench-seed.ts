// The data `npm run bench:api` measures against: 100,000 picks over 18 weeks of 2025 and one user per
// tier (free, scout, starting, all-star). Deterministic, so every setup (SQLite, PostgreSQL) answers the same feed.
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { ENGINE_STAT_TYPES, TIERS, type AiPick, type Game } from '@edgeboard/domain';
import { sampleGame, samplePick } from '@edgeboard/fixtures/samples';
import { sql } from 'kysely';
import { BENCH_PASSWORD, BENCH_TIER_EMAILS, PICKS } from './bench-config';

function games(): Game[] {
  const out: Game[] = [];
  for (let week = 1; week <= 18; week++) {
    for (let g = 0; g < 16; g++) {
      out.push(
        sampleGame({
          id: `g${week}-${g}`,
          week,
          kickoff: new Date(Date.UTC(2025, 8, 7 + (week - 1) * 7, 17 + (g % 4))).toISOString(),
        }),
      );
    }
  }
  return out;
}

// A deterministic spread of values (the benchmark needs volume, not realism; no pick here is shown to anyone).
function pick(i: number): AiPick {
  const week = (i % 18) + 1;
  return samplePick({
    id: `bench-${String(i).padStart(6, '0')}`,
    player: `Player ${i % 1500}`,
    player_id: `pl-${i % 1500}`,
    stat_type: ENGINE_STAT_TYPES[i % ENGINE_STAT_TYPES.length] ?? 'receptions',
    pick: i % 3 === 0 ? 'under' : 'over',
    line_value: 40.5 + (i % 40),
    confidence: 45 + ((i * 37) % 50),
    week,
    game_id: `g${week}-${i % 16}`,
    projection: { mean: 60, sd: 18 },
    created_at: new Date(Date.UTC(2025, 8, 2, 0, 0, i)).toISOString(),
  });
}

export async function seedBench(repos: SqlRepositories, auth: LocalAuthService, handle: DbHandle) {
  await repos.games.upsertMany(games());
  let batch: AiPick[] = [];
  for (let i = 0; i < PICKS; i++) {
    batch.push(pick(i));
    if (batch.length === 5_000) {
      await repos.aiPicks.insertMany(batch);
      batch = [];
    }
  }
  await repos.aiPicks.insertMany(batch);

  for (const tier of TIERS) {
    const email = BENCH_TIER_EMAILS[tier];
    await auth.createConfirmedUser({
      email,
      password: BENCH_PASSWORD,
      userMetadata: { name: `Bench ${tier}` },
    });
    const user = await repos.users.findByEmail(email);
    if (!user) throw new Error(`bench user ${email} missing`);
    // A free user is one without a paid subscription, as after a sign-up.
    if (tier === 'free') continue;
    await repos.subscriptions.create({
      user_id: user.id,
      tier,
      status: 'active',
      price_id: null,
      provider_subscription_id: null,
      current_period_start: new Date().toISOString(),
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      cancel_at_period_end: false,
    });
  }
  // A live PostgreSQL database has planner statistics (autovacuum analyzes a table after 10% of it changes,
  // within a minute). Without this the first minute would run on default estimates, and whether autovacuum
  // happened to run during a measurement would decide the plan. SQLite keeps none unless asked; the app never
  // asks, so SQLite is measured as the app runs it.
  if (handle.dialect === 'postgres') await sql`ANALYZE`.execute(handle.db);
}
