import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

describe('MemoryCache', () => {
  it('coalesces concurrent misses into one upstream call', async () => {
    const cache = new MemoryCache();
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return calls;
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cache.getOrLoad('scores', 5000, load)),
    );
    expect(calls).toBe(1);
    expect(new Set(results)).toEqual(new Set([1]));
  });

  it('serves the cached value until the time-to-live ends, then reloads', async () => {
    let t = 0;
    const cache = new MemoryCache(() => t);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    expect(await cache.getOrLoad('k', 5000, load)).toBe(1);
    t = 4999;
    expect(await cache.getOrLoad('k', 5000, load)).toBe(1);
    t = 5000;
    expect(await cache.getOrLoad('k', 5000, load)).toBe(2);
  });

  it('does not cache failures', async () => {
    const cache = new MemoryCache();
    await expect(cache.getOrLoad('k', 5000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', 5000, () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = new MemoryCache(Date.now, 2);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    await cache.getOrLoad('a', 60_000, load);
    await cache.getOrLoad('b', 60_000, load);
    await cache.getOrLoad('c', 60_000, load);
    await cache.getOrLoad('a', 60_000, load); // evicted, so loaded again
    expect(calls).toBe(4);
  });
});
