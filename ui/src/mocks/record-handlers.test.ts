// @vitest-environment node
// The dev mock's record and export over the demo season: the page's rows and the export's are the same rows.
import { RecordResponse, RecordRow, recordCsv } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, serveMockBackend } from './mock-http-test-kit';

serveMockBackend();

describe('mock public track record', () => {
  it('answers one page of graded demo picks, newest first, with the headline and calibration of them all', async () => {
    const body = RecordResponse.parse(await (await call('/api/performance/record')).json());
    expect(body.rows).toHaveLength(body.meta.pageSize);
    expect(body.meta.totalItems).toBeGreaterThan(body.rows.length);
    const times = body.rows.map((r) => Date.parse(r.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.headline.graded).toBe(body.meta.totalItems);
    expect(body.calibration.n + body.calibration.pushes).toBe(body.meta.totalItems);
    const plays = RecordResponse.parse(await (await call('/api/performance/record?view=plays')).json());
    expect(plays.rows.every((r) => r.play)).toBe(true);
    expect(plays.meta.totalItems).toBeLessThan(body.meta.totalItems);
    // The first call builds the demo world (about 15 s on a busy machine).
  }, 60_000);

  it('exports exactly the record page rows for the same filters', async () => {
    const first = RecordResponse.parse(await (await call('/api/performance/record')).json()).rows[0];
    if (!first) throw new Error('the demo season has no graded pick');
    const query = `season=${first.season}&week=${first.week}&statType=${first.statType}`;
    const record = RecordResponse.parse(
      await (await call(`/api/performance/record?limit=200&${query}`)).json(),
    );
    expect(record.meta.totalPages).toBe(1);
    expect(record.rows.map((r) => r.id)).toContain(first.id);
    const exported = await call(`/api/performance/export?${query}`);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="edgeboard-record-${first.season}.json"`,
    );
    expect(z.array(RecordRow).parse(await exported.json())).toEqual(record.rows);
    const csv = await call(`/api/performance/export?format=csv&${query}`);
    expect(await csv.text()).toBe(recordCsv(record.rows));
  });

  it('answers 400 to a filter the API refuses', async () => {
    const res = await call('/api/performance/export?week=19');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'week' } });
  });
});
