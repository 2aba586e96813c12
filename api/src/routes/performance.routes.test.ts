import { PerformanceDataResponse, PerformanceSummary } from '@edgeboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedSample } from '../testing/sample-season';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seasonNow: '2025-10-12T15:00:00Z' });
  await seedSample(t);
});
afterAll(() => t.close());

describe('GET /api/performance/*', () => {
  it('pages the graded picks, losses included', async () => {
    const res = await t.get('/api/performance/data?page=1&limit=4&sortBy=confidence&sortOrder=desc');
    expect(res.status).toBe(200);
    const body = PerformanceDataResponse.parse(await res.json());
    expect(body.meta).toEqual({ page: 1, pageSize: 4, totalItems: 6, totalPages: 2 });
    expect(body.data.map((r) => r.confidence)).toEqual([85, 80, 75, 70]);
    const losses = PerformanceDataResponse.parse(
      await (await t.get('/api/performance/data?result=Losses')).json(),
    );
    expect(losses.data.every((r) => r.result === 'loss')).toBe(true);
    expect(losses.meta.totalItems).toBe(2);
  });

  it('summarises with the domain rules and honours the filters', async () => {
    const all = PerformanceSummary.parse(await (await t.get('/api/performance/summary')).json());
    expect(all).toMatchObject({ totalBets: 6, wins: 3, losses: 2, pushes: 1, winRate: '60.0%' });
    const none = PerformanceSummary.parse(
      await (await t.get('/api/performance/summary?propType=Player%20Interceptions')).json(),
    );
    expect(none).toMatchObject({ totalBets: 0, streakType: 'none', bestCategory: 'None' });
    const week = PerformanceSummary.parse(
      await (await t.get('/api/performance/summary?timeframe=Last%207%20Days')).json(),
    );
    expect(week.totalBets).toBe(6);
  });

  it('refuses a bad timeframe', async () => {
    const res = await t.get('/api/performance/data?timeframe=forever');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'timeframe' } });
  });
});
