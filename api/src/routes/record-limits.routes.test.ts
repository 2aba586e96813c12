// Issue #30 item 3: the public record and its export stalled the server anonymously (64 connections to the export
// kept /api/health waiting up to 10.7 s). Each client address now has a rate per route; the export's file is
// built once per filter and gzipped once, and a grade empties it. Timing is measured by `npm run bench:record`,
// never asserted here.
import { gunzipSync } from 'node:zlib';
import { RecordRow } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedSample } from '../testing/sample-season';
import { testAppPerTest } from '../testing/per-suite';
import { PUBLIC_WRITE_LIMITS } from './rate-limit.middleware';

const t = testAppPerTest({ seasonNow: '2025-10-12T15:00:00Z' }, seedSample);

/** A request arriving on a socket from `address`, as @hono/node-server hands it over. */
const from = (address: string, path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers }, { incoming: { socket: { remoteAddress: address } } });

describe('the public record’s limits', () => {
  it('answers 429 with Retry-After once one address has downloaded the export too often', async () => {
    const { limit, windowMs } = PUBLIC_WRITE_LIMITS.recordExport;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i++)
      statuses.push((await from('198.51.100.7', '/api/performance/export?format=csv')).status);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const limited = await from('198.51.100.7', '/api/performance/export');
    expect(limited.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another address is not affected, and the window ends on the injected clock.
    expect((await from('203.0.113.5', '/api/performance/export')).status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + windowMs));
    expect((await from('198.51.100.7', '/api/performance/export')).status).toBe(200);
  });

  it('answers 429 once one address has read the record page too often', async () => {
    const { limit } = PUBLIC_WRITE_LIMITS.record;
    let last = 0;
    for (let i = 0; i <= limit; i++) last = (await from('198.51.100.8', '/api/performance/record')).status;
    expect(last).toBe(429);
    expect((await from('203.0.113.6', '/api/performance/record')).status).toBe(200);
  });
});

describe('the export’s built file', () => {
  it('sends the same file gzipped when the client accepts it, and plain otherwise', async () => {
    const plain = await from('198.51.100.9', '/api/performance/export?format=csv');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    const zipped = await from('198.51.100.9', '/api/performance/export?format=csv', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(text);
  });

  it('is built again once a pick is graded', async () => {
    const ids = async () =>
      z
        .array(RecordRow)
        .parse(await (await from('198.51.100.10', '/api/performance/export')).json())
        .map((r) => r.id);
    expect(await ids()).not.toContain('p01');
    await t.repos.aiPicks.grade('p01', {
      result: 'win',
      actual_value: 70,
      profit: 0.91,
      graded_at: '2025-10-12T18:00:00.000Z',
    });
    expect(await ids()).toContain('p01');
  });
});
