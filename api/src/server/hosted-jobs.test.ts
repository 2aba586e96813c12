import { InProcessJobEngine } from '@edgeboard/adapters/jobs/in-process-job-engine';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { game, pick } from '@edgeboard/adapters/sql/repositories/test-rows';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { hostedJobs, type HostedJobDeps } from './hosted-jobs';

const NOW = new Date('2025-09-21T18:00:00.000Z');
const clock = { now: () => NOW };
const env: HostedJobDeps['env'] = {
  ODDS_API_KEY: undefined,
  ODDS_API_BOOKMAKERS: ['draftkings'],
  ODDS_API_QUOTA_FLOOR: 50,
  NFLVERSE_CACHE_DIR: '/tmp/unused',
  ODDS_PULL_MINUTES: 30,
};

describe('hosted jobs', () => {
  let handle: DbHandle;
  let repos: SqlRepositories;
  beforeEach(async () => {
    handle = createDb(':memory:');
    await migrateToLatest(handle.db);
    repos = createSqlRepositories(handle.db);
  });
  afterEach(async () => {
    await handle.close();
  });

  const engineWith = (over: Partial<HostedJobDeps['env']> = {}) => {
    const engine = new InProcessJobEngine({ runs: repos.jobRuns, clock, instanceId: 'a' });
    const deps = {
      env: { ...env, ...over },
      repos,
      db: handle,
      clock,
      seasonClock: clock,
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
    ).toEqual(['stats.ingest', 'picks.lock', 'picks.grade']);
    const withKey = engineWith({ ODDS_API_KEY: 'k', ODDS_PULL_MINUTES: 15 }).jobs();
    expect(withKey.find((j) => j.name === 'odds.pull')?.schedule).toEqual({ everyMinutes: 15 });
    expect(withKey.find((j) => j.name === 'stats.ingest')?.schedule).toEqual({ cron: '0 9 * * *' });
  });

  it('reads ODDS_PULL_MINUTES (default 30) and refuses a value that does not divide an hour', () => {
    expect(parseEnv({}).ODDS_PULL_MINUTES).toBe(30);
    expect(parseEnv({ ODDS_PULL_MINUTES: '15' }).ODDS_PULL_MINUTES).toBe(15);
    expect(() => parseEnv({ ODDS_PULL_MINUTES: '45' })).toThrow(/ODDS_PULL_MINUTES/);
  });

  it('picks.lock locks the picks of games that kicked off; picks.grade grades those of final games', async () => {
    await repos.games.upsertMany([
      game('g1', {
        week: 1,
        kickoff: '2025-09-07T17:00:00.000Z',
        status: 'final',
        home_score: 27,
        away_score: 20,
      }),
      game('g3', { week: 3, kickoff: '2025-09-21T17:00:00.000Z' }),
      game('g4', { week: 4, kickoff: '2025-09-28T17:00:00.000Z' }),
    ]);
    await repos.aiPicks.insertMany([
      pick('p1', { game_id: 'g1', week: 1 }),
      pick('p3', { game_id: 'g3', week: 3 }),
      pick('p4', { game_id: 'g4', week: 4 }),
    ]);
    const engine = engineWith();
    expect(await engine.runNow('picks.lock')).toMatchObject({ outcome: 'ok', rows_written: 2 });
    expect(await engine.runNow('picks.lock')).toMatchObject({ outcome: 'ok', rows_written: 0 });
    // Mahomes has no box score in g1: the prop settles as a push.
    expect(await engine.runNow('picks.grade')).toMatchObject({ outcome: 'ok', rows_written: 1 });
    expect((await repos.aiPicks.get('p1'))?.result).toBe('push');
    expect((await repos.aiPicks.get('p3'))?.result).toBeNull();
    expect((await repos.jobRuns.latest('picks.grade', 5))[0]?.message).toBe('1 picks graded');
  });
});
