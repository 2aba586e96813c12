// The public track record and its export on SQLite: same rows from both, filters, CSV, 400s, no sign-in.
import {
  PerformanceDataResponse,
  PerformanceSummary,
  RecordResponse,
  RecordRow,
  recordCsv,
} from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { game, pick, seedSample } from '../testing/sample-season';
import { testAppPerSuite } from '../testing/per-suite';

// The content of the answers, not their limits (record-limits.routes.test.ts): room for every call below.
const t = testAppPerSuite(
  { seasonNow: '2025-10-12T15:00:00Z', env: { RATE_LIMITS: 'record=1000/60,recordExport=1000/60' } },
  async (t) => {
    await seedSample(t);
    // One graded rushing pick in week 4 besides week 5's six graded receiving picks.
    await t.repos.games.upsertMany([game('g4', 4, '2025-09-28T17:00:00Z', 'final')]);
    await t.repos.aiPicks.insertMany([
      pick('w4-0', {
        week: 4,
        confidence: 62,
        createdMinute: 0,
        gameId: 'g4',
        stat: 'rushing_yards',
        result: 'win',
      }),
    ]);
  },
);

const rowsOf = async (path: string) => z.array(RecordRow).parse(await (await t.get(path)).json());

describe('GET /api/performance/record', () => {
  it('answers every graded pick to anyone, newest first, with its headline and calibration', async () => {
    const res = await t.get('/api/performance/record');
    expect(res.status).toBe(200);
    const body = RecordResponse.parse(await res.json());
    // w4-0 and w5-0 were published at the same minute: ties go by id.
    expect(body.rows.map((r) => r.id)).toEqual(['w5-5', 'w5-4', 'w5-3', 'w5-2', 'w5-1', 'w4-0', 'w5-0']);
    expect(body.rows[0]).toMatchObject({
      game: 'BUF @ KC',
      call: 'over',
      line: 55.5,
      price: -110,
      edgeScore: 85,
      result: 'loss',
      profit: -1,
      season: 2025,
      week: 5,
    });
    // No pick has a closing line yet: none is invented.
    expect(body.rows.every((r) => r.closing === undefined)).toBe(true);
    // 60 win, 62 win -> 60-64; 65 win; 70 loss; 75 push (no decided pick: no bucket); 80 win; 85 loss.
    expect(body.calibration.buckets.map((b) => [b.from, b.n, b.wins])).toEqual([
      [60, 2, 2],
      [65, 1, 1],
      [70, 1, 0],
      [80, 1, 1],
      [85, 1, 0],
    ]);
    expect(body.calibration).toMatchObject({ n: 6, pushes: 1 });
    expect(body.meta).toEqual({ page: 1, pageSize: 50, totalItems: 7, totalPages: 1 });
    expect(body.seasons).toEqual([2025]);
    expect(body.headline).toMatchObject({ graded: 7, wins: 4, losses: 2, pushes: 1, unpriced: 0 });
    expect(body.headline.winRate).toMatchObject({ n: 6 });
    expect(body.headline.roi?.n).toBe(7);
    expect(body.calibration.brier).toBeCloseTo(
      (0.4 ** 2 + 0.38 ** 2 + 0.35 ** 2 + 0.7 ** 2 + 0.2 ** 2 + 0.85 ** 2) / 6,
      12,
    );
  });

  it('filters by season, week and stat type', async () => {
    const week4 = RecordResponse.parse(
      await (await t.get('/api/performance/record?season=2025&week=4')).json(),
    );
    expect(week4.rows.map((r) => r.id)).toEqual(['w4-0']);
    const rushing = RecordResponse.parse(
      await (await t.get('/api/performance/record?statType=rushing_yards')).json(),
    );
    expect(rushing.rows.map((r) => r.id)).toEqual(['w4-0']);
    const other = RecordResponse.parse(
      await (await t.get('/api/performance/record?season=2024&week=')).json(),
    );
    expect(other).toMatchObject({
      rows: [],
      meta: { totalItems: 0, totalPages: 0 },
      headline: { graded: 0, winRate: null, roi: null, units: null, clv: null },
      calibration: { buckets: [], n: 0, pushes: 0, brier: null, ece: null },
      // The season filter's choices do not depend on the filters.
      seasons: [2025],
    });
  });

  it('pages the rows; the headline and calibration cover every matching row', async () => {
    const all = RecordResponse.parse(await (await t.get('/api/performance/record')).json());
    const page2 = RecordResponse.parse(await (await t.get('/api/performance/record?page=2&limit=3')).json());
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(3, 6).map((r) => r.id));
    expect(page2.meta).toEqual({ page: 2, pageSize: 3, totalItems: 7, totalPages: 3 });
    expect(page2.headline).toEqual(all.headline);
    expect(page2.calibration).toEqual(all.calibration);
  });

  it.each([
    ['week=19', 'week'],
    ['week=abc', 'week'],
    ['season=1900', 'season'],
    ['statType=goals', 'statType'],
    ['view=bets', 'view'],
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await t.get(`/api/performance/record?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field } });
  });
});

describe('the plays view and unpriced picks', () => {
  const v = testAppPerSuite({ seasonNow: '2025-10-12T15:00:00Z' }, async (v) => {
    await seedSample(v);
    await v.repos.aiPicks.insertMany([
      // A pass at Edge Score 30: graded and calibrated, never a bet.
      {
        ...pick('pass', { week: 5, confidence: 30, createdMinute: 9, gameId: 'g5', result: 'win' }),
        verdict: 'no_play',
      },
      // Graded without a price: grading settled it at the engine's -110 (0.909), which was never on offer.
      {
        ...pick('bare', { week: 5, confidence: 61, createdMinute: 8, gameId: 'g5', result: 'win' }),
        odds: null,
        profit: 0.909,
      },
    ]);
  });
  const recordOf = async (query: string) =>
    RecordResponse.parse(await (await v.get(`/api/performance/record?${query}`)).json());

  it('leaves passes out of the plays view and its headline; every pick is there by default', async () => {
    const plays = await recordOf('view=plays');
    expect(plays.rows.map((r) => r.id)).not.toContain('pass');
    expect(plays.headline.graded).toBe(7);
    const all = await recordOf('');
    expect(all.rows.find((r) => r.id === 'pass')).toMatchObject({ play: false, edgeScore: 30 });
    expect(all.headline.graded).toBe(8);
    expect((await recordOf('view=all')).headline).toEqual(all.headline);
    const csv = await (await v.get('/api/performance/export?format=csv&view=plays')).text();
    expect(csv).not.toMatch(/^pass,/m);
  });

  it('filters Performance Review’s table the same way in SQL', async () => {
    const ids = async (view: string) =>
      PerformanceDataResponse.parse(
        await (await v.get(`/api/performance/data?limit=100&view=${view}`)).json(),
      ).data.map((r) => r.id);
    expect(await ids('plays')).not.toContain('pass');
    expect(await ids('plays')).toContain('bare');
    expect(await ids('all')).toContain('pass');
    const summary = PerformanceSummary.parse(await (await v.get('/api/performance/summary?view=all')).json());
    expect(summary.headline).toMatchObject({ graded: 8, unpriced: 1 });
  });

  it('gives an unpriced pick no units: in the W-L, not in ROI or units', async () => {
    const plays = await recordOf('view=plays');
    expect(plays.rows.find((r) => r.id === 'bare')).toMatchObject({
      price: null,
      profit: null,
      result: 'win',
    });
    expect(plays.headline).toMatchObject({ wins: 4, unpriced: 1, units: { n: 6 }, roi: { n: 6 } });
    // The six priced plays (three wins, two losses, a push) and nothing for the unpriced win.
    const priced = plays.rows.filter((r) => r.profit !== null).reduce((u, r) => u + (r.profit ?? 0), 0);
    expect(plays.headline.units?.value).toBeCloseTo(priced, 6);
    expect(priced).toBeCloseTo(0.73, 6);
  });
});

describe('GET /api/performance/export', () => {
  it('is declared once in the OpenAPI document, with the record', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses?: Record<string, { content?: object }> } }>;
    };
    expect(Object.keys(doc.paths['/api/performance/export']?.get?.responses?.['200']?.content ?? {})).toEqual(
      ['application/json', 'text/csv'],
    );
    expect(doc.paths).toHaveProperty(['/api/performance/record']);
  });

  it('answers the record rows as a JSON attachment by default', async () => {
    const res = await t.get('/api/performance/export?season=2025');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="edgeboard-record-2025.json"');
    const record = RecordResponse.parse(
      await (await t.get('/api/performance/record?season=2025&limit=200')).json(),
    );
    expect(z.array(RecordRow).parse(await res.json())).toEqual(record.rows);
  });

  it('matches the record page for the same filters', async () => {
    for (const query of ['', 'week=5', 'statType=rushing_yards', 'season=2025&week=4&statType=receptions']) {
      const record = RecordResponse.parse(
        await (await t.get(`/api/performance/record?limit=200&${query}`)).json(),
      );
      expect(await rowsOf(`/api/performance/export?format=json&${query}`)).toEqual(record.rows);
      const csv = await (await t.get(`/api/performance/export?format=csv&${query}`)).text();
      expect(csv).toBe(recordCsv(record.rows));
    }
  });

  it('is never paged: every matching row, however many pages the record has', async () => {
    const page = RecordResponse.parse(await (await t.get('/api/performance/record?limit=2')).json());
    expect(page.rows).toHaveLength(2);
    expect(await rowsOf('/api/performance/export?format=json&limit=2')).toHaveLength(page.meta.totalItems);
  });

  it('answers CSV with a header row and the season in the file name', async () => {
    const res = await t.get('/api/performance/export?format=csv&season=2025&week=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="edgeboard-record-2025.csv"');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(
      /^id,published_at,season,week,game,player,stat_type,line,price,book,call,edge_score,result,profit_units,verdict$/,
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^w5-5,.*,BUF @ KC,.*,over,85,lost,-1,play$/);
  });

  it.each(['format=xml', 'week=0', 'season=twenty'])('answers 400 for %s', async (query) => {
    const res = await t.get(`/api/performance/export?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('invalid_request');
  });
});
