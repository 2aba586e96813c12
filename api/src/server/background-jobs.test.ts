import { InProcessJobEngine } from '@edgeboard/adapters/jobs/in-process-job-engine';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { SqlJobRunRepository } from '@edgeboard/adapters/sql/repositories/job-run-repository';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { catchUpIfDue } from './background-jobs';

describe('catchUpIfDue (the demo season at start)', () => {
  let handle: DbHandle;
  let runs: SqlJobRunRepository;
  let now = new Date('2026-11-22T18:04:00.000Z');
  const clock = { now: () => now };
  const logger = createLogger('silent');
  let calls = 0;
  const engine = () => {
    const e = new InProcessJobEngine({ runs, clock, instanceId: 'a' });
    e.define({
      name: 'demo-season.advance',
      description: 'Advances',
      schedule: { everyMinutes: 10 },
      handler: () => {
        calls += 1;
        return Promise.resolve({ rowsWritten: 3 });
      },
    });
    return e;
  };

  beforeEach(async () => {
    handle = createDb(':memory:');
    await migrateToLatest(handle.db);
    runs = new SqlJobRunRepository(handle.db);
    calls = 0;
  });
  afterEach(async () => {
    await handle.close();
  });

  const catchUp = () => catchUpIfDue(engine(), runs, clock, logger, 'demo-season.advance', 10);

  it('runs on a first start, and not again while that run is fresh (the next instance to start)', async () => {
    expect(await catchUp()).toBe(true);
    expect(await runs.latest('demo-season.advance', 5)).toEqual([
      expect.objectContaining({ outcome: 'ok', rows_written: 3, started_at: '2026-11-22T18:04:00.000Z' }),
    ]);
    now = new Date('2026-11-22T18:13:59.000Z');
    expect(await catchUp()).toBe(false);
    expect(calls).toBe(1);
    // One interval later (nothing ran meanwhile) a start catches up again.
    now = new Date('2026-11-22T18:14:00.000Z');
    expect(await catchUp()).toBe(true);
    expect(calls).toBe(2);
  });

  it('runs again at start when the last run failed', async () => {
    await runs.record({
      job: 'demo-season.advance',
      started_at: '2026-11-22T18:13:00.000Z',
      finished_at: '2026-11-22T18:13:01.000Z',
      outcome: 'failed',
      rows_written: 0,
      message: 'disk full',
      instance_id: 'b',
    });
    now = new Date('2026-11-22T18:14:00.000Z');
    expect(await catchUp()).toBe(true);
    expect(calls).toBe(1);
  });
});
