import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import { toErrorResponse } from '../http/errors';
import {
  clientAddress,
  parseRateLimits,
  PUBLIC_WRITE_LIMITS,
  rateLimit,
  signupRateLimit,
} from './rate-limit.middleware';

function appWith(limit: number, trustProxy: boolean) {
  let now = 0;
  const limiter = new MemoryRateLimiter(() => now);
  const app = new Hono();
  app.onError((err, c) =>
    toErrorResponse(
      c,
      err,
      (e) => {
        throw e;
      },
      () => null,
    ),
  );
  app.post(
    '/x',
    rateLimit(limiter, { limit, windowMs: 1000, key: (c) => `x:${clientAddress(c, trustProxy)}` }),
    (c) => c.json({ ok: true }),
  );
  return { app, tick: (ms: number) => (now += ms) };
}

/** The address clientAddress reads from a request with these headers, trusting `trust`. */
async function addressOf(headers: Record<string, string>, trust: boolean | number): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trust)));
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('reads the entry the trusted proxies appended, never what the client wrote left of it', async () => {
    const forged = { 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 198.51.100.7' };
    expect(await addressOf(forged, true)).toBe('198.51.100.7');
    expect(await addressOf(forged, 1)).toBe('198.51.100.7');
    // A CDN in front of the load balancer: two proxies appended, the client is second from the right.
    expect(await addressOf(forged, 2)).toBe('7.7.7.7');
    // A chain shorter than the hops: its left-most entry.
    expect(await addressOf({ 'x-forwarded-for': '198.51.100.7' }, 3)).toBe('198.51.100.7');
    // Ports some balancers add are dropped; IPv6 is kept as it is.
    expect(await addressOf({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7:4431' }, 1)).toBe('198.51.100.7');
    expect(await addressOf({ 'x-forwarded-for': '[2001:db8::1]:443' }, 1)).toBe('2001:db8::1');
    expect(await addressOf({ 'x-forwarded-for': '2001:db8::2' }, 1)).toBe('2001:db8::2');
  });

  it('falls back to the socket without a usable header, and ignores the header when no proxy is trusted', async () => {
    expect(await addressOf({ 'x-forwarded-for': '198.51.100.7' }, false)).toBe('unknown');
    expect(await addressOf({ 'x-forwarded-for': '198.51.100.7' }, 0)).toBe('unknown');
    expect(await addressOf({ 'x-forwarded-for': 'not-an-address' }, true)).toBe('unknown');
    expect(await addressOf({ 'x-forwarded-for': ' , ' }, true)).toBe('unknown');
    expect(await addressOf({}, true)).toBe('unknown');
  });
});

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
    // The load balancer appends the address it was reached from: the right-most entry.
    const from = (ip: string) =>
      trusted.app.request('/x', { method: 'POST', headers: { 'x-forwarded-for': `10.9.9.9, ${ip}` } });
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
      toErrorResponse(
        c,
        err,
        (e) => {
          throw e;
        },
        () => null,
      ),
    );
    app.post('/auth/v1/signup', signupRateLimit(new MemoryRateLimiter()), (c) => c.json({ ok: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await app.request('/auth/v1/signup', { method: 'POST' })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets a request through uncounted when the key says there is nothing to count', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    const app = new Hono();
    app.post('/x', rateLimit(limiter, { limit: 1, windowMs: 1000, key: () => undefined }), (c) =>
      c.text('ok'),
    );
    for (let i = 0; i < 3; i++) expect((await app.request('/x', { method: 'POST' })).status).toBe(200);
  });
});

describe('parseRateLimits (RATE_LIMITS)', () => {
  it('overrides named limits over the defaults, the window in seconds', () => {
    expect(parseRateLimits(undefined)).toEqual(PUBLIC_WRITE_LIMITS);
    const limits = parseRateLimits('signIn=100/300, pageView=600/60');
    expect(limits.signIn).toEqual({ limit: 100, windowMs: 300_000 });
    expect(limits.pageView).toEqual({ limit: 600, windowMs: 60_000 });
    expect(limits.recover).toEqual(PUBLIC_WRITE_LIMITS.recover);
  });

  it('names what it cannot read', () => {
    expect(() => parseRateLimits('signin=1/1')).toThrow(/"signin=1\/1".*signIn/);
    expect(() => parseRateLimits('signIn=ten/60')).toThrow(/signIn=ten\/60/);
    expect(() => parseRateLimits('signIn=10/0')).toThrow(/at least 1 second/);
    // The marketing register call was removed (issue #17): its limit is refused like any unknown name.
    expect(() => parseRateLimits('register=5/60')).toThrow(/"register=5\/60".*subscribe/);
  });
});
