// Fixed-window counters in Redis, shared by every API instance: N instances allow the limit once, not N times.
// INCR and PEXPIRE run in one Lua script, so a counter is never left without an expiry (a crash between two
// commands would otherwise keep a key counting forever). If Redis cannot answer, the in-process limiter decides:
// limits stay per instance for that moment instead of every request failing.
import type { RateLimiter } from '@edgeboard/domain';
import type { Redis } from 'ioredis';

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimiter,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly prefix = 'edgeboard:rl:',
  ) {}

  async hit(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterMs: number }> {
    let reply: unknown;
    try {
      reply = await this.redis.eval(HIT, 1, `${this.prefix}${key}`, String(windowMs));
    } catch (err) {
      this.onError(err);
      return this.fallback.hit(key, limit, windowMs);
    }
    const [count, ttl] = (reply as [number, number]).map(Number) as [number, number];
    const allowed = count <= limit;
    return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, ttl) };
  }
}
