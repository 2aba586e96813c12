// Issue 28 item 2: while a job blocked the event loop for 10 s, a request that waited all that time in the socket
// was logged with the few milliseconds its handler took. The log line now carries the wait (no timings here:
// the heartbeat is driven by hand, the middleware's clock and watch are injected).
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { Heartbeat, requestLog } from './request-log';

describe('the heartbeat behind a request wait', () => {
  it('reads a stall still going on, one that just ended, and nothing once the loop turns again', () => {
    const heart = new Heartbeat(0);
    heart.beat(20);
    heart.beat(40);
    expect(heart.stalledBefore(45)).toBe(0);
    // The loop blocks from 40 ms to 10 s; a request read before the heartbeat fires again waited ~10 s.
    expect(heart.stalledBefore(10_041)).toBe(9_981);
    heart.beat(10_042);
    // Read just after the late beat: the stall that just ended.
    expect(heart.stalledBefore(10_050)).toBe(9_982);
    heart.beat(10_062);
    heart.beat(10_082);
    expect(heart.stalledBefore(10_090)).toBe(0);
  });
});

describe('the request log line', () => {
  it("shows the wait and the total beside the handler's time", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const times = [10_041, 10_044];
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.use(
      '*',
      requestLog(logger, { stalledBefore: (at) => (at === 10_041 ? 9_981 : 0) }, () => times.shift() ?? 0),
    );
    app.get('/api/site', (c) => c.json({ ok: true }));
    expect((await app.request('/api/site')).status).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', path: '/api/site', ms: 3, waitedMs: 9_981, totalMs: 9_984 }),
    ]);
  });
});
