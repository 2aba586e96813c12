// The upstream caches (scores, news) in Redis, so N instances ask a provider once per time-to-live between them,
// not N times. Values are stored as JSON (upstream answers are plain data). Concurrent misses in one process
// still share one load; a Redis failure only costs the sharing: the value is loaded and served as usual.
import type { Cache } from '@edgeboard/domain';
import type { Redis } from 'ioredis';

export class RedisCache implements Cache {
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly prefix = 'edgeboard:cache:',
  ) {}

  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = this.readThrough(key, ttlMs, load).finally(() => {
      this.inflight.delete(key);
    });
    this.inflight.set(key, promise);
    return promise;
  }

  private async readThrough<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const redisKey = `${this.prefix}${key}`;
    try {
      const hit = await this.redis.get(redisKey);
      if (hit !== null) return JSON.parse(hit) as T;
    } catch (err) {
      this.onError(err);
    }
    // A rejected load propagates and stores nothing, so the next call retries.
    const value = await load();
    try {
      await this.redis.set(redisKey, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    } catch (err) {
      this.onError(err);
    }
    return value;
  }
}
