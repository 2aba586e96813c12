import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import { toErrorResponse } from '../http/errors';
import { clientAddress, rateLimit, signupRateLimit } from './rate-limit.middleware';

function appWith(limit: number, trustProxy: boolean) {
  let now = 0;
  const limiter = new MemoryRateLimiter(() => now);
  const app = new Hono();
  app.onError((err, c) =>
    toErrorResponse(c, err, (e) => {
      throw e;
    }),
  );
  app.post(
    '/x',
    rateLimit(limiter, { limit, windowMs: 1000, key: (c) => `x:${clientAddress(c, trustProxy)}` }),
    (c) => c.json({ ok: true }),
  );
  return { app, tick: (ms: number) => (now += ms) };
}

describe('rateLimit', () => {
  it('answers 429 with a message and Retry-After once the window is used up, then lets requests through again', async () => {
    const { app, tick } = appWith(2, false);
    expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
    const limited = await app.request('/x', { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    });
    expect(limited.headers.get('retry-after')).toBe('1');
    tick(1000);
    expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
  });

  it('counts per forwarded client address only when the proxy is trusted', async () => {
    const trusted = appWith(1, true);
    const from = (ip: string) =>
      trusted.app.request('/x', { method: 'POST', headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
    expect((await from('1.1.1.1')).status).toBe(200);
    expect((await from('2.2.2.2')).status).toBe(200);
    expect((await from('1.1.1.1')).status).toBe(429);

    const untrusted = appWith(1, false);
    const spoof = (ip: string) =>
      untrusted.app.request('/x', { method: 'POST', headers: { 'x-forwarded-for': ip } });
    expect((await spoof('1.1.1.1')).status).toBe(200);
    expect((await spoof('2.2.2.2')).status).toBe(429);
  });

  it('has a ready sign-up limit for /auth/v1/signup', async () => {
    const app = new Hono();
    app.onError((err, c) =>
      toErrorResponse(c, err, (e) => {
        throw e;
      }),
    );
    app.post('/auth/v1/signup', signupRateLimit(new MemoryRateLimiter()), (c) => c.json({ ok: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await app.request('/auth/v1/signup', { method: 'POST' })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
