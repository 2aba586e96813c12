import { AdminJobsResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { adminContextPerSuite, NOW } from './admin-test-setup';

describe('GET /api/admin/jobs', () => {
  const t = adminContextPerSuite(async (t) => {
    let n = 0;
    t.jobEngine.define({
      name: 'picks.lock',
      description: 'Locks picks',
      schedule: { everyMinutes: 1 },
      handler: () => Promise.resolve({ rowsWritten: ++n, message: `locked ${String(n)}` }),
    });
    t.jobEngine.define({
      name: 'stats.ingest',
      description: 'Ingests stats',
      schedule: { cron: '0 9 * * *' },
      handler: () => Promise.reject(new Error('nflverse answered 503')),
    });
    for (let i = 0; i < 22; i += 1) await t.jobEngine.runNow('picks.lock');
    await t.jobEngine.runNow('stats.ingest');
  });

  it('answers 401 without a session and 403 for a non-admin', async () => {
    t.as(null);
    expect((await t.json('GET', '/api/admin/jobs')).status).toBe(401);
    t.as('user');
    expect((await t.json('GET', '/api/admin/jobs')).status).toBe(403);
    t.as('admin');
  });

  it('lists each job with its schedule in words, last run, next run and its last 20 runs', async () => {
    const res = await t.json('GET', '/api/admin/jobs');
    expect(res.status).toBe(200);
    const { data } = AdminJobsResponse.parse(res.body);
    expect(data.map((j) => j.name)).toEqual(['picks.lock', 'stats.ingest']);
    const [lock, ingest] = data;
    expect(lock).toMatchObject({ description: 'Locks picks', schedule: 'Every minute', next_run: null });
    expect(lock?.runs).toHaveLength(20);
    expect(lock?.last_run).toEqual({
      started_at: NOW.toISOString(),
      finished_at: NOW.toISOString(),
      outcome: 'ok',
      rows_written: 22,
      message: 'locked 22',
      instance_id: 'test-instance',
    });
    expect(lock?.runs[19]?.rows_written).toBe(3);
    expect(ingest).toMatchObject({
      schedule: 'Daily at 09:00 UTC',
      last_run: { outcome: 'failed', rows_written: 0, message: 'nflverse answered 503' },
    });
  });

  it('gives the next run once the engine runs', async () => {
    await t.jobEngine.start();
    try {
      const { data } = AdminJobsResponse.parse((await t.json('GET', '/api/admin/jobs')).body);
      expect(data[0]?.next_run).toBe('2025-09-20T15:01:00.000Z');
      expect(data[1]?.next_run).toBe('2025-09-21T09:00:00.000Z');
    } finally {
      await t.jobEngine.stop();
    }
  });
});
