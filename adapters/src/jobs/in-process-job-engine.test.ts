import type { JobRunRecord, JobRunRepository, JobRunWrite } from '@edgeboard/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobEngine } from './in-process-job-engine';
import { describeSchedule, nextScheduledTime, scheduleCron } from './job-schedule';

class MemoryRuns implements JobRunRepository {
  readonly rows: JobRunWrite[] = [];
  record(run: JobRunWrite): Promise<void> {
    this.rows.push(run);
    return Promise.resolve();
  }
  latest(job: string, limit: number): Promise<JobRunRecord[]> {
    return Promise.resolve(
      this.rows
        .filter((r) => r.job === job)
        .reverse()
        .slice(0, limit)
        .map((r, id) => ({ ...r, id })),
    );
  }
}

// Fake timers move Date too: the engine's clock reads it, so the test decides what "now" is.
const clock = { now: () => new Date() };

describe('InProcessJobEngine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T17:58:30.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at each scheduled time and records every run with its rows and message', async () => {
    const runs = new MemoryRuns();
    const engine = new InProcessJobEngine({ runs, clock, instanceId: 'test:1' });
    let calls = 0;
    engine.define({
      name: 'picks.lock',
      description: 'Locks picks',
      schedule: { everyMinutes: 1 },
      handler: () => Promise.resolve({ rowsWritten: ++calls, message: `locked ${String(calls)}` }),
    });
    await engine.start();
    expect(engine.nextRun('picks.lock')?.toISOString()).toBe('2026-11-22T17:59:00.000Z');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs.rows).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.rows).toEqual([
      {
        job: 'picks.lock',
        started_at: '2026-11-22T17:59:00.000Z',
        finished_at: '2026-11-22T17:59:00.000Z',
        outcome: 'ok',
        rows_written: 1,
        message: 'locked 1',
        instance_id: 'test:1',
      },
    ]);
    expect(engine.nextRun('picks.lock')?.toISOString()).toBe('2026-11-22T18:00:00.000Z');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs.rows.map((r) => r.started_at)).toEqual([
      '2026-11-22T17:59:00.000Z',
      '2026-11-22T18:00:00.000Z',
      '2026-11-22T18:01:00.000Z',
    ]);
    await engine.stop();
    expect(engine.nextRun('picks.lock')).toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs.rows).toHaveLength(3);
  });

  it('records a failing handler as failed with its message (credentials masked) and keeps the schedule', async () => {
    const runs = new MemoryRuns();
    const engine = new InProcessJobEngine({ runs, clock, instanceId: 'test:1' });
    engine.define({
      name: 'odds.pull',
      description: 'Pulls odds',
      schedule: { everyMinutes: 30 },
      handler: () =>
        Promise.reject(new Error('GET https://api.example/v4/odds?apiKey=abc123&x=1 answered 401')),
    });
    await engine.start();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(runs.rows).toEqual([
      expect.objectContaining({
        job: 'odds.pull',
        started_at: '2026-11-22T18:00:00.000Z',
        outcome: 'failed',
        rows_written: 0,
        message: 'GET https://api.example/v4/odds?apiKey=***&x=1 answered 401',
      }),
    ]);
    expect(engine.nextRun('odds.pull')?.toISOString()).toBe('2026-11-22T18:30:00.000Z');
    await engine.stop();
  });

  it('does not start a run while the previous run of the same job is still going', async () => {
    const runs = new MemoryRuns();
    const engine = new InProcessJobEngine({ runs, clock });
    let finish: () => void = () => undefined;
    let started = 0;
    engine.define({
      name: 'slow',
      description: 'Slow',
      schedule: { everyMinutes: 1 },
      handler: () => {
        started += 1;
        return new Promise((resolve) => {
          finish = () => {
            resolve({ rowsWritten: 0 });
          };
        });
      },
    });
    await engine.start();
    await vi.advanceTimersByTimeAsync(30_000 + 3 * 60_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toBe(2);
    finish();
    await engine.stop();
  });

  it('runs a job now on request and refuses an unknown one', async () => {
    const runs = new MemoryRuns();
    const engine = new InProcessJobEngine({ runs, clock });
    engine.define({
      name: 'demo-season.advance',
      description: 'Advances',
      schedule: { everyMinutes: 10 },
      handler: () => Promise.resolve({ rowsWritten: 7 }),
    });
    expect(await engine.runNow('demo-season.advance')).toMatchObject({ outcome: 'ok', rows_written: 7 });
    await expect(engine.runNow('nope')).rejects.toThrow('No job named nope');
    expect(() => {
      engine.define({ name: 'x', description: '', schedule: { everyMinutes: 45 }, handler: vi.fn() });
    }).toThrow('cannot be scheduled');
  });
});

describe('job schedules', () => {
  it('turns intervals into cron expressions, computes the next time and says it in words', () => {
    expect(scheduleCron({ everyMinutes: 10 })).toBe('*/10 * * * *');
    expect(scheduleCron({ everyMinutes: 120 })).toBe('0 */2 * * *');
    expect(scheduleCron({ everyMinutes: 1440 })).toBe('0 0 * * *');
    expect(nextScheduledTime({ cron: '0 6 * * *' }, new Date('2026-11-22T06:00:00.000Z')).toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
    expect(describeSchedule({ everyMinutes: 10 })).toBe('Every 10 minutes');
    expect(describeSchedule({ everyMinutes: 1 })).toBe('Every minute');
    expect(describeSchedule({ cron: '0 6 * * *' })).toBe('Daily at 06:00 UTC');
    expect(describeSchedule({ cron: '0 9 * * 1' })).toBe('Cron 0 9 * * 1 (UTC)');
  });
});
