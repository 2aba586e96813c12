// pg-boss on the run's throwaway PostgreSQL (scripts/vitest-pg-setup): two engines stand for two API instances
// on one database. A job scheduled every minute in both must run once per scheduled time; pg-boss's own record
// of the scheduled times (one "send-it" job per job and minute) is what the runs are counted against.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../sql/db';
import { migrateToLatest } from '../sql/migrate';
import { SqlJobRunRepository } from '../sql/repositories/job-run-repository';
import { postgresUrl } from '../sql/test-engines';
import { PgBossJobEngine } from './pg-boss-job-engine';

const url = postgresUrl();
const clock = { now: () => new Date() };

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${String(ms)} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!url)('PgBossJobEngine on PostgreSQL', () => {
  const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
  const appSchema = `t_${suffix}`;
  const bossSchema = `pgboss_${suffix}`;
  let handle: DbHandle;
  const engines: PgBossJobEngine[] = [];

  beforeAll(async () => {
    handle = createDb(url ?? '', { schema: appSchema, poolSize: 3 });
    await sql`create schema ${sql.id(appSchema)}`.execute(handle.db);
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await Promise.all(engines.map((e) => e.stop()));
    await sql`drop schema if exists ${sql.id(bossSchema)} cascade`.execute(handle.db);
    await sql`drop schema if exists ${sql.id(appSchema)} cascade`.execute(handle.db);
    await handle.close();
  }, 40_000);

  /** The scheduled times pg-boss turned into jobs for `job` (one row per job and minute, across instances). */
  const scheduledTimes = async (job: string) => {
    const { rows } = await sql<{ slot: string; state: string }>`
      select singleton_on::text as slot, state from ${sql.id(bossSchema, 'job')}
      where name = '__pgboss__send-it' and singleton_key = ${job}`.execute(handle.db);
    return rows;
  };
  const queueStates = async (job: string) => {
    const { rows } = await sql<{ state: string }>`
      select state from ${sql.id(bossSchema, 'job')} where name = ${job}`.execute(handle.db);
    return rows.map((r) => r.state);
  };

  it('runs a job scheduled in two instances once per scheduled time, and records a failing one as failed', async () => {
    const runs = new SqlJobRunRepository(handle.db);
    const calls = { tick: 0, boom: 0 };
    const engine = (instanceId: string) => {
      const e = new PgBossJobEngine({
        connectionString: url ?? '',
        schema: bossSchema,
        runs,
        clock,
        instanceId,
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 1,
      });
      // Every minute: pg-boss treats the current minute as due at once, so the first scheduled time comes in
      // seconds; every clock-monitor tick of both instances (each second) tries to send it again.
      e.define({
        name: 'test.tick',
        description: 'Counts',
        schedule: { everyMinutes: 1 },
        handler: () => Promise.resolve({ rowsWritten: ++calls.tick, message: 'ticked' }),
      });
      e.define({
        name: 'test.boom',
        description: 'Fails',
        schedule: { cron: '* * * * *' },
        handler: () => {
          calls.boom += 1;
          return Promise.reject(new Error('provider answered 503 (postgres://jobs:hunter2@db/x)'));
        },
      });
      engines.push(e);
      return e;
    };
    const a = engine('instance-a');
    const b = engine('instance-b');
    await Promise.all([a.start(), b.start()]);
    expect(a.nextRun('test.tick')).toBeInstanceOf(Date);

    const settled = async (job: string) => {
      const times = await scheduledTimes(job);
      const states = await queueStates(job);
      const recorded = await runs.latest(job, 50);
      return (
        times.length > 0 &&
        times.every((t) => t.state === 'completed') &&
        states.every((s) => s === 'completed' || s === 'failed') &&
        recorded.length === times.length
      );
    };
    await until(async () => (await settled('test.tick')) && (await settled('test.boom')), 15_000);
    // Both instances keep trying to send the due time: still one run per scheduled time a few ticks later.
    await new Promise((r) => setTimeout(r, 2_500));
    // The counts are compared in one snapshot taken when no run is in flight: a new minute can begin between
    // two separate reads (its time sent, its run not yet recorded). A run made twice never settles: it times out.
    let tickTimes: { slot: string; state: string }[] = [];
    let tickRuns: Awaited<ReturnType<typeof runs.latest>> = [];
    let boomRuns: Awaited<ReturnType<typeof runs.latest>> = [];
    let boomStates: string[] = [];
    await until(async () => {
      if (!(await settled('test.tick')) || !(await settled('test.boom'))) return false;
      tickTimes = await scheduledTimes('test.tick');
      tickRuns = await runs.latest('test.tick', 50);
      boomRuns = await runs.latest('test.boom', 50);
      const boomTimes = await scheduledTimes('test.boom');
      boomStates = await queueStates('test.boom');
      return (
        new Set(tickTimes.map((t) => t.slot)).size === tickTimes.length &&
        tickRuns.length === tickTimes.length &&
        calls.tick === tickTimes.length &&
        boomRuns.length === boomTimes.length &&
        calls.boom === boomRuns.length &&
        boomStates.length === boomTimes.length
      );
    }, 10_000);
    expect(new Set(tickTimes.map((t) => t.slot)).size).toBe(tickTimes.length);
    expect(tickRuns).toHaveLength(tickTimes.length);

    expect(tickRuns.every((r) => r.outcome === 'ok' && r.message === 'ticked')).toBe(true);
    expect(tickRuns.every((r) => ['instance-a', 'instance-b'].includes(r.instance_id))).toBe(true);

    expect(boomRuns[0]).toMatchObject({
      outcome: 'failed',
      rows_written: 0,
      message: 'provider answered 503 (postgres://jobs:***@db/x)',
    });
    // Not retried (retryLimit 0): pg-boss's own job is failed, once per scheduled time.
    expect(boomStates.every((s) => s === 'failed')).toBe(true);
  }, 30_000);
});
