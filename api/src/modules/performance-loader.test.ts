import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inProcessLoader } from '@edgeboard/application/performance/performance-stats/performance-stats';
import { PerformanceSummary } from '@edgeboard/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedSample } from '../testing/sample-season';
import { performanceLoader } from './performance-loader';

describe('GET /api/performance/summary through the app', () => {
  let t: TestApp | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    t = undefined;
    dir = undefined;
  });

  it('reads the graded picks once for many calls and again after a pick is graded', async () => {
    t = await createTestApp({ seasonNow: '2025-10-12T15:00:00Z' });
    await seedSample(t);
    const gradedAll = vi.spyOn(t.repos.aiPicks, 'gradedAll');
    const calls = ['', '?timeframe=7d', '?propType=player_yards', ''].map(async (q) =>
      t!.get(`/api/performance/summary${q}`),
    );
    for (const res of await Promise.all(calls)) expect(res.status).toBe(200);
    expect((await t.get('/api/performance/calibration')).status).toBe(200);
    expect(gradedAll).toHaveBeenCalledTimes(1);

    await t.repos.aiPicks.grade('p01', {
      result: 'win',
      actual_value: 80,
      profit: 0.91,
      graded_at: '2025-10-12T18:00:00.000Z',
    });
    const after = PerformanceSummary.parse(await (await t.get('/api/performance/summary')).json());
    expect(after).toMatchObject({ totalBets: 7, wins: 4 });
    expect(gradedAll).toHaveBeenCalledTimes(2);
  });

  it('loads in a worker thread the same records as on the main thread', async () => {
    dir = mkdtempSync(join(tmpdir(), 'edgeboard-perf-'));
    const databaseUrl = join(dir, 'perf.sqlite');
    t = await createTestApp({ databaseUrl });
    await seedSample(t);
    const fallback = vi.fn(inProcessLoader(t.repos.aiPicks));
    const onError = vi.fn();
    const fromWorker = await performanceLoader({ databaseUrl, fallback, onError })();
    expect(onError).not.toHaveBeenCalled();
    expect(fallback).not.toHaveBeenCalled();
    expect(fromWorker).toHaveLength(6);
    expect(fromWorker).toEqual(await inProcessLoader(t.repos.aiPicks)());
  }, 30_000);
});
