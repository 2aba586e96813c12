import { CalibrationResponse, PerformanceDataResponse, PerformanceSummary } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { pick, seedSample } from '../testing/sample-season';
import { calibrate } from '@edgeboard/domain';
import { testAppPerSuite } from '../testing/per-suite';

const t = testAppPerSuite({ seasonNow: '2025-10-12T15:00:00Z' }, async (t) => {
  await seedSample(t);
});

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
      await (await t.get('/api/performance/summary?propType=Player%20Passing')).json(),
    );
    expect(none).toMatchObject({ totalBets: 0, streakType: 'none', bestCategory: 'None' });
    const week = PerformanceSummary.parse(
      await (await t.get('/api/performance/summary?timeframe=Last%207%20Days')).json(),
    );
    expect(week.totalBets).toBe(6);
  });

  it('compares each Edge Score band with how its picks did', async () => {
    const res = await t.get('/api/performance/calibration');
    expect(res.status).toBe(200);
    const { bands } = CalibrationResponse.parse(await res.json());
    // Week 5: 60 win, 65 win, 70 loss, 75 push, 80 win, 85 loss; nothing below 50, so no '<50' band.
    expect(bands.map((b) => b.band)).toEqual(['50-59', '60-69', '70-79', '80-89', '90-100']);
    const [b50, b60, b70, b80, b90] = bands;
    expect(b50).toEqual({
      band: '50-59',
      from: 50,
      to: 59,
      picks: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      promised: null,
      actual: null,
    });
    expect(b60).toMatchObject({ picks: 2, wins: 2, losses: 0, pushes: 0, actual: 1 });
    expect(b60?.promised).toBeCloseTo(0.625, 10);
    // The push counts as a pick but not in either rate.
    expect(b70).toMatchObject({ picks: 2, wins: 0, losses: 1, pushes: 1, actual: 0 });
    expect(b70?.promised).toBeCloseTo(0.7, 10);
    expect(b80).toMatchObject({ picks: 2, wins: 1, losses: 1, pushes: 0, actual: 0.5 });
    expect(b80?.promised).toBeCloseTo(0.825, 10);
    expect(b90).toMatchObject({ from: 90, to: 100, picks: 0, promised: null, actual: null });
  });

  it('calibrates only the picks matching the summary filters', async () => {
    const yards = CalibrationResponse.parse(
      await (await t.get('/api/performance/calibration?propType=player_yards&timeframe=7d')).json(),
    );
    expect(yards.bands.reduce((n, b) => n + b.picks, 0)).toBe(6);
    const rushing = CalibrationResponse.parse(
      await (await t.get('/api/performance/calibration?propType=player_rushing')).json(),
    );
    expect(rushing.bands).toHaveLength(5);
    expect(rushing.bands.every((b) => b.picks === 0 && b.actual === null)).toBe(true);
    const otherSport = CalibrationResponse.parse(
      await (await t.get('/api/performance/calibration?sport=NBA')).json(),
    );
    expect(otherSport.bands.every((b) => b.picks === 0)).toBe(true);
    const bad = await t.get('/api/performance/calibration?timeframe=forever');
    expect(bad.status).toBe(400);
  });

  it("adds a '<50' band only when a pick scored below 50, and puts 100 in the top band", () => {
    const { bands } = calibrate([
      { confidence: 42, result: 'loss' },
      { confidence: 48, result: 'win' },
      { confidence: 49, result: 'push' },
      { confidence: 100, result: 'win' },
      { confidence: 90, result: 'loss' },
    ]);
    expect(bands.map((b) => b.band)).toEqual(['<50', '50-59', '60-69', '70-79', '80-89', '90-100']);
    expect(bands[0]).toEqual({
      band: '<50',
      from: 0,
      to: 49,
      picks: 3,
      wins: 1,
      losses: 1,
      pushes: 1,
      promised: 0.45,
      actual: 0.5,
    });
    expect(bands[5]).toMatchObject({ picks: 2, wins: 1, losses: 1, promised: 0.95, actual: 0.5 });
  });

  it('refuses a bad timeframe', async () => {
    const res = await t.get('/api/performance/data?timeframe=forever');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'timeframe' } });
  });
});

describe('betting figures count plays only', () => {
  it('leaves a graded no-play pick out of the summary but keeps it in the table and the calibration', async () => {
    const app = await createTestApp({ seasonNow: '2025-10-12T15:00:00Z' });
    try {
      await seedSample(app);
      const before = PerformanceSummary.parse(await (await app.get('/api/performance/summary')).json());
      const calibrationBefore = CalibrationResponse.parse(
        await (await app.get('/api/performance/calibration')).json(),
      );
      await app.repos.aiPicks.insertMany([
        {
          ...pick('w5-pass', { week: 5, confidence: 52, createdMinute: 9, gameId: 'g5', result: 'loss' }),
          verdict: 'no_play',
          no_play_reason: 'no_edge',
          win_p: 0.52,
        },
      ]);
      const after = PerformanceSummary.parse(await (await app.get('/api/performance/summary')).json());
      expect(after).toMatchObject({ totalBets: before.totalBets, losses: before.losses });
      const table = PerformanceDataResponse.parse(await (await app.get('/api/performance/data')).json());
      expect(table.meta.totalItems).toBe(7);
      const calibrationAfter = CalibrationResponse.parse(
        await (await app.get('/api/performance/calibration')).json(),
      );
      const count = (c: typeof calibrationBefore) => c.bands.reduce((n, b) => n + b.picks, 0);
      expect(count(calibrationAfter)).toBe(count(calibrationBefore) + 1);
    } finally {
      await app.close();
    }
  });
});
