// One ioredis client per process for commands (rate limits, cache, publishing). Commands fail fast while Redis is
// unreachable instead of queueing, so callers can fall back (see the limiter and the cache) rather than hang.
import { Redis } from 'ioredis';

export function createRedisClient(url: string, onError: (err: unknown) => void): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2_000,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  client.on('error', onError);
  return client;
}

export type { Redis };
