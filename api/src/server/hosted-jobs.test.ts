import { InProcessJobEngine } from '@edgeboard/adapters/jobs/in-process-job-engine';
import { game, pick } from '@edgeboard/adapters/sql/repositories/test-rows';
import { sampleGameLog } from '@edgeboard/fixtures/samples';
import type { Clock, GameLogEntry } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { seedAiPickLeague } from '../routes/admin/ai-picks-test-seed';
import { hostedJobs, type HostedJobDeps } from './hosted-jobs';
import { opened } from '../testing/per-suite';
import { openTestDb } from '../testing/test-db';

const NOW = new Date('2025-09-21T18:00:00.000Z');
const clock = { now: () => NOW };
const env: HostedJobDeps['env'] = {
  ODDS_API_KEY: undefined,
  ODDS_API_BOOKMAKERS: ['draftkings'],
  ODDS_API_QUOTA_FLOOR: 50,
  NFLVERSE_CACHE_DIR: '/tmp/unused',
  ODDS_PULL_MINUTES: 30,
  PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF: 90,
};

const boxScore = (playerId: string, gameId: string): GameLogEntry =>
  sampleGameLog({
    player_id: playerId,
    game_id: gameId,
    rushing_yards: 12,
    carries: 3,
    receiving_yards: 40,
    receptions: 4,
    targets: 5,
  });

describe('hosted jobs', () => {
  const db = opened(openTestDb, 'each');
  /** Week 1's game, final with its score. */
  const finalWeek1 = game('g1', {
    week: 1,
    kickoff: '2025-09-07T17:00:00.000Z',
    status: 'final',
    home_score: 27,
    away_score: 20,
  });

  const engineWith = (over: Partial<HostedJobDeps['env']> = {}, seasonClock: Clock = clock) => {
    const engine = new InProcessJobEngine({ runs: db.repos.jobRuns, clock, instanceId: 'a' });
    const deps = {
      env: { ...env, ...over },
      repos: db.repos,
      db: db.handle,
      clock,
      seasonClock,
      logger: createLogger('silent'),
    };
    for (const job of hostedJobs(deps)) engine.define(job);
    return engine;
  };

  it('defines odds.pull only with an API key, on ODDS_PULL_MINUTES', () => {
    expect(
      engineWith()
        .jobs()
        .map((j) => j.name),
    ).toEqual(['stats.ingest', 'picks.publish', 'picks.lock', 'picks.grade']);
    const withKey = engineWith({ ODDS_API_KEY: 'k', ODDS_PULL_MINUTES: 15 }).jobs();
    expect(withKey.find((j) => j.name === 'odds.pull')?.schedule).toEqual({ everyMinutes: 15 });
    expect(withKey.find((j) => j.name === 'stats.ingest')?.schedule).toEqual({ everyMinutes: 60 });
  });

  it('reads ODDS_PULL_MINUTES (default 30) and refuses a value that does not divide an hour', () => {
    expect(parseEnv({}).ODDS_PULL_MINUTES).toBe(30);
    expect(parseEnv({ ODDS_PULL_MINUTES: '15' }).ODDS_PULL_MINUTES).toBe(15);
    expect(() => parseEnv({ ODDS_PULL_MINUTES: '45' })).toThrow(/ODDS_PULL_MINUTES/);
  });

  it('stats.ingest downloads nothing when no game finished in the last hour and it is not 09:00 UTC', async () => {
    // NOW is 18:00 UTC; the only game kicked off at 17:00 (over at 21:00): nothing is due, nothing is fetched.
    await db.repos.games.upsertMany([game('g3', { week: 3, kickoff: '2025-09-21T17:00:00.000Z' })]);
    expect(await engineWith().runNow('stats.ingest')).toMatchObject({
      outcome: 'ok',
      rows_written: 0,
      message: 'not due: no game finished in the last hour',
    });
  });

  it('picks.publish publishes the engine picks of games kicking off within the lead, once', async () => {
    await seedAiPickLeague({ repos: db.repos });
    const at = (iso: string) => ({ now: () => new Date(iso) });
    // Two hours before the 17:00 kickoff: outside the 90-minute lead.
    const early = await engineWith({}, at('2025-09-21T15:00:00.000Z')).runNow('picks.publish');
    expect(early).toMatchObject({ outcome: 'ok', rows_written: 0 });
    const before = (await db.repos.aiPicks.forWeek(2025, 3)).map((p) => p.id);

    const due = engineWith({}, at('2025-09-21T16:00:00.000Z'));
    expect(await due.runNow('picks.publish')).toMatchObject({ outcome: 'ok', rows_written: 1 });
    const after = await db.repos.aiPicks.forWeek(2025, 3);
    const published = after.filter((p) => !before.includes(p.id));
    expect(published.map((p) => [p.player, p.stat_type])).toEqual([['Travis Kelce', 'receiving_yards']]);
    // Priced against the books' lines, not a made-up one.
    expect(published[0]?.sportsbook).toBeTruthy();
    // The stored picks (an admin's, a graded one) are untouched, and a second run publishes nothing again.
    expect(after.filter((p) => before.includes(p.id)).length).toBe(before.length);
    expect(await due.runNow('picks.publish')).toMatchObject({ outcome: 'ok', rows_written: 0 });
  });

  it("picks.grade waits for a final game's box scores instead of grading every pick a push", async () => {
    await db.repos.games.upsertMany([finalWeek1]);
    await db.repos.aiPicks.insertMany([pick('p1', { game_id: 'g1', week: 1 })]);
    expect(await engineWith().runNow('picks.grade')).toMatchObject({ outcome: 'ok', rows_written: 0 });
    expect((await db.repos.aiPicks.get('p1'))?.result).toBeNull();
  });

  it('picks.lock locks the picks of games that kicked off; picks.grade grades those of final games', async () => {
    await db.repos.games.upsertMany([
      finalWeek1,
      game('g3', { week: 3, kickoff: '2025-09-21T17:00:00.000Z' }),
      game('g4', { week: 4, kickoff: '2025-09-28T17:00:00.000Z' }),
    ]);
    await db.repos.aiPicks.insertMany([
      pick('p1', { game_id: 'g1', week: 1 }),
      pick('p3', { game_id: 'g3', week: 3 }),
      pick('p4', { game_id: 'g4', week: 4 }),
    ]);
    // g1's box scores are in (another player's line), so the game can be graded.
    await db.repos.gameLogs.insertMany([boxScore('someone-else', 'g1')]);
    const engine = engineWith();
    expect(await engine.runNow('picks.lock')).toMatchObject({ outcome: 'ok', rows_written: 2 });
    expect(await engine.runNow('picks.lock')).toMatchObject({ outcome: 'ok', rows_written: 0 });
    // Mahomes has no box score in g1 while the game has box scores: he did not play, the prop settles as a push.
    expect(await engine.runNow('picks.grade')).toMatchObject({ outcome: 'ok', rows_written: 1 });
    expect((await db.repos.aiPicks.get('p1'))?.result).toBe('push');
    expect((await db.repos.aiPicks.get('p3'))?.result).toBeNull();
    expect((await db.repos.jobRuns.latest('picks.grade', 5))[0]?.message).toBe('1 picks graded');
  });
});
