// The Redis adapters against a real redis-server (started by vitest's global setup, scripts/vitest-redis-setup).
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisBroadcast } from '../broadcast/redis-broadcast';
import { RedisCache } from '../cache/redis-cache';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { RedisRateLimiter } from '../rate-limit/redis-rate-limiter';

const url = inject('testRedisUrl');
if (!url) console.warn('Redis adapter tests skipped: redis-server could not be started or installed.');

const waitFor = async (check: () => boolean, ms = 1_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.skipIf(!url)('Redis adapters', () => {
  const clients: Redis[] = [];
  const client = () => {
    const c = new Redis(url ?? '', { maxRetriesPerRequest: 1 });
    clients.push(c);
    return c;
  };
  const prefix = () => `test:${Math.random().toString(36).slice(2)}:`;

  beforeAll(async () => {
    await client().ping();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('counts one limit across instances: the 11th hit is refused whichever instance takes it', async () => {
    const p = prefix();
    const a = new RedisRateLimiter(client(), new MemoryRateLimiter(), undefined, p);
    const b = new RedisRateLimiter(client(), new MemoryRateLimiter(), undefined, p);
    const verdicts = [];
    for (let i = 0; i < 11; i += 1) verdicts.push(await (i % 2 ? b : a).hit('signup:1.2.3.4', 10, 60_000));
    expect(verdicts.slice(0, 10).every((v) => v.allowed)).toBe(true);
    expect(verdicts[10]?.allowed).toBe(false);
    expect(verdicts[10]?.retryAfterMs).toBeGreaterThan(59_000);
    // Other keys have their own counters, and every counter expires with its window.
    expect((await a.hit('signup:5.6.7.8', 10, 60_000)).allowed).toBe(true);
    expect(await clients[0]?.pttl(`${p}signup:1.2.3.4`)).toBeGreaterThan(0);
  });

  it('counts concurrent hits exactly (atomic increment)', async () => {
    const limiter = new RedisRateLimiter(client(), new MemoryRateLimiter(), undefined, prefix());
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('k', 20, 60_000)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
  });

  it('falls back to the in-process limiter while Redis cannot answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    const errors: unknown[] = [];
    const limiter = new RedisRateLimiter(down, new MemoryRateLimiter(), (e) => errors.push(e));
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    down.disconnect();
  });

  it('shares cached upstream answers between instances, coalesces misses and never caches a failure', async () => {
    const p = prefix();
    const a = new RedisCache(client(), undefined, p);
    const b = new RedisCache(client(), undefined, p);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { games: [{ id: 'g1', home: 3 }] };
    };
    const first = await Promise.all([
      a.getOrLoad('scores', 10_000, load),
      a.getOrLoad('scores', 10_000, load),
    ]);
    expect(first[0]).toEqual({ games: [{ id: 'g1', home: 3 }] });
    expect(loads).toBe(1);
    expect(await b.getOrLoad('scores', 10_000, load)).toEqual(first[0]);
    expect(loads).toBe(1);

    await expect(
      a.getOrLoad('news', 10_000, () => Promise.reject(new Error('upstream down'))),
    ).rejects.toThrow('upstream down');
    expect(await b.getOrLoad('news', 10_000, () => Promise.resolve(['ok']))).toEqual(['ok']);
  });

  it('expires cached answers after their time to live', async () => {
    const cache = new RedisCache(client(), undefined, prefix());
    let n = 0;
    const load = () => Promise.resolve((n += 1));
    expect(await cache.getOrLoad('k', 30, load)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.getOrLoad('k', 30, load)).toBe(2);
  });

  it('broadcasts to the other instances only, never back to the sender', async () => {
    const channel = `${prefix()}broadcast`;
    const a = new RedisBroadcast(client(), undefined, channel);
    const b = new RedisBroadcast(client(), undefined, channel);
    await Promise.all([a.start(), b.start()]);
    const atA: string[] = [];
    const atB: string[] = [];
    a.subscribe('feed-cache', (m) => atA.push(m));
    b.subscribe('feed-cache', (m) => atB.push(m));
    b.subscribe('other', () => atB.push('wrong topic'));
    await a.publish('feed-cache', 'clear');
    await waitFor(() => atB.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(atB).toEqual(['clear']);
    expect(atA).toEqual([]);
    await Promise.all([a.close(), b.close()]);
  });
});
