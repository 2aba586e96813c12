import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlJobRunRepository } from './job-run-repository';

const run = (
  job: string,
  minute: number,
  over: Partial<Parameters<SqlJobRunRepository['record']>[0]> = {},
) => ({
  job,
  started_at: `2026-11-21T05:${String(minute).padStart(2, '0')}:00.000Z`,
  finished_at: `2026-11-21T05:${String(minute).padStart(2, '0')}:02.500Z`,
  outcome: 'ok' as const,
  rows_written: minute,
  message: null,
  instance_id: 'host-a:1',
  ...over,
});

describeEachEngine('SqlJobRunRepository', (getDb) => {
  it('answers the latest runs of one job, newest first, with what each recorded', async () => {
    const runs = new SqlJobRunRepository(getDb());
    expect(await runs.latest('picks.lock', 20)).toEqual([]);
    await runs.record(run('picks.lock', 1));
    await runs.record(run('picks.lock', 3, { outcome: 'failed', message: 'database unreachable' }));
    await runs.record(run('picks.lock', 2, { message: 'locked 2 picks', instance_id: 'host-b:7' }));
    await runs.record(run('picks.grade', 4));

    const latest = await runs.latest('picks.lock', 2);
    expect(latest.map((r) => r.started_at)).toEqual(['2026-11-21T05:03:00.000Z', '2026-11-21T05:02:00.000Z']);
    expect(latest[0]).toMatchObject({
      job: 'picks.lock',
      finished_at: '2026-11-21T05:03:02.500Z',
      outcome: 'failed',
      rows_written: 3,
      message: 'database unreachable',
      instance_id: 'host-a:1',
    });
    expect(latest[1]).toMatchObject({ outcome: 'ok', message: 'locked 2 picks', instance_id: 'host-b:7' });
    expect(typeof latest[0]?.id).toBe('number');
    expect(await runs.latest('picks.grade', 20)).toHaveLength(1);
  });

  it('refuses an outcome other than ok or failed', async () => {
    const runs = new SqlJobRunRepository(getDb());
    await expect(runs.record({ ...run('x', 5), outcome: 'maybe' as 'ok' })).rejects.toThrow();
  });
});
