// Compressed answers through the Node server adapter the app runs on (@hono/node-server), read with node:http,
// which, unlike fetch, never decodes a body by itself: what is asserted is what goes over the wire.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, pick, seedSample } from '../testing/sample-season';
import { testAppPerSuite } from '../testing/per-suite';
import { isCompressible } from './compression';

const t = testAppPerSuite({ seasonNow: '2025-10-12T15:00:00Z' }, async (t) => {
  await seedSample(t);
  await t.repos.games.upsertMany([game('g4', 4, '2025-09-28T17:00:00Z', 'final')]);
  // 300 graded picks: a JSON export of about 100 KB, a CSV of 35 KB.
  await t.repos.aiPicks.insertMany(
    Array.from({ length: 300 }, (_, i) =>
      pick(`big-${String(i)}`, {
        week: 4,
        confidence: 55 + (i % 30),
        createdMinute: i,
        gameId: 'g4',
        stat: 'receiving_yards',
        result: i % 3 === 0 ? 'loss' : 'win',
      }),
    ),
  );
});

let server: ServerType;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    }),
);

/** The status, headers and raw bytes of a GET; `stopAfterHead` ends an endless answer once its head arrived. */
function get(path: string, headers: Record<string, string>, stopAfterHead = false) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      if (stopAfterHead) {
        resolve({ res, body: Buffer.alloc(0) });
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        chunks.push(c);
      });
      res.on('end', () => {
        resolve({ res, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', (e) => {
      // Ending an endless answer on purpose is no failure.
      if (!stopAfterHead) reject(e);
    });
    req.end();
  });
}

describe('compression', () => {
  it.each([
    ['/api/performance/export?format=json', /^application\/json/],
    ['/api/performance/export?format=csv', /^text\/csv/],
    ['/api/performance/record?limit=200', /^application\/json/],
  ])('sends %s gzip when asked and identity when not, the same bytes once decoded', async (path, type) => {
    const plain = await get(path, {});
    expect(plain.res.statusCode).toBe(200);
    expect(plain.res.headers['content-type']).toMatch(type);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(30_000);

    const zipped = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.res.statusCode).toBe(200);
    expect(zipped.res.headers['content-encoding']).toBe('gzip');
    expect(zipped.res.headers.vary).toMatch(/Accept-Encoding/i);
    // Still under the security headers.
    expect(zipped.res.headers['x-content-type-options']).toBe('nosniff');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 5);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('leaves an answer alone for a client that accepts no encoding it can give', async () => {
    const res = await get('/api/performance/record', { 'Accept-Encoding': 'br;q=1, gzip;q=0' });
    expect(res.res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('rows');
  });

  it('never compresses the alerts’ event stream', async () => {
    const { headers } = await t.user('stream@example.com', { tier: 'starting' });
    const { res } = await get('/api/alerts/stream', { ...headers, 'Accept-Encoding': 'gzip' }, true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses text types, never an event stream', () => {
    expect(isCompressible('application/json')).toBe(true);
    expect(isCompressible('text/csv; charset=utf-8')).toBe(true);
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('image/png')).toBe(false);
  });
});
