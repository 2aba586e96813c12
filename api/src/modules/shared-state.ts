// State shared across API instances (issue #16): which transport carries cache invalidations between them, and
// the Redis connection behind the shared rate limits and upstream caches. One instance on SQLite without
// REDIS_URL gets the in-process broadcast with nobody to hear it: exactly the single-process behaviour.
import { MemoryBroadcast, type MemoryBroadcastHub } from '@edgeboard/adapters/broadcast/memory-broadcast';
import { PgBroadcast } from '@edgeboard/adapters/broadcast/pg-broadcast';
import { RedisBroadcast } from '@edgeboard/adapters/broadcast/redis-broadcast';
import type { BroadcastConnection } from '@edgeboard/adapters/broadcast/subscribers';
import { createRedisClient, type Redis } from '@edgeboard/adapters/redis/redis-client';
import { isPostgresUrl } from '@edgeboard/adapters/sql/db';
import type { Broadcast } from '@edgeboard/domain';
import type { Env } from '../env';
import type { Logger } from '../http/logger';
import type { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';
import type { CachedSettings } from './cached-settings';

/** Broadcast topics. A message `'*'` on any of them means "drop everything" (sent after a reconnect). */
export const TOPICS = {
  /** A write to picks or games: empty the feed cache (and the performance summary listening to it). */
  feed: 'feed-cache',
  /** An admin saved settings: forget the cached settings. */
  settings: 'settings',
  /** A role or subscription changed: the message is the user id (or `'*'`): forget that viewer. */
  viewer: 'viewer',
} as const;

export interface SharedState {
  broadcast: BroadcastConnection;
  /** Set when REDIS_URL is: the rate limits and upstream caches live there. */
  redis: Redis | null;
  /** Opens the broadcast's transport (the server calls it before listening; tests that need it too). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** Tests: containers on one hub act as instances of one deployment. */
  broadcastHub?: MemoryBroadcastHub;
}

export function createSharedState(env: Env, logger: Logger, options: SharedStateOptions = {}): SharedState {
  const warn = (what: string) => (err: unknown) => {
    logger.warn({ err }, what);
  };
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, warn('redis connection error')) : null;
  const broadcast: BroadcastConnection = redis
    ? new RedisBroadcast(redis, warn('redis broadcast error'))
    : isPostgresUrl(env.DATABASE_URL) && !options.broadcastHub
      ? new PgBroadcast({ connectionString: env.DATABASE_URL, onError: warn('postgres broadcast error') })
      : new MemoryBroadcast(options.broadcastHub);
  let started: Promise<void> | null = null;
  return {
    broadcast,
    redis,
    start: () => (started ??= broadcast.start()),
    async close() {
      await broadcast.close();
      if (redis)
        await redis.quit().catch(() => {
          redis.disconnect();
        });
    },
  };
}

/**
 * At most one message per event-loop turn: a season update writes hundreds of rows through the wrapped
 * repositories, and each write clears the cache, but the other instances need to hear it once.
 */
function coalesced(send: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      send();
    });
  };
}

/** This instance's feed-cache clears go to the others; theirs empty this one's (without echoing them back). */
export function shareFeedCache(broadcast: Broadcast, feedCache: FeedCache): void {
  feedCache.onLocalClear(coalesced(() => void broadcast.publish(TOPICS.feed, 'clear')));
  broadcast.subscribe(TOPICS.feed, () => {
    feedCache.clearLocal();
  });
}

/** Settings saved here are dropped by the other instances; their saves drop this one's copy. */
export function settingsSaved(broadcast: Broadcast): () => void {
  return () => void broadcast.publish(TOPICS.settings, 'saved');
}
export function shareSettings(broadcast: Broadcast, settings: CachedSettings): void {
  broadcast.subscribe(TOPICS.settings, () => {
    settings.invalidate();
  });
}

/**
 * For a per-key cache (the viewer cache): returns the same two calls, which act here and tell the other
 * instances; what they send is applied here with the local calls only.
 */
export function shareKeyedCache(
  broadcast: Broadcast,
  topic: string,
  local: { invalidate(key: string): void; clear(): void },
): { invalidate(key: string): void; clear(): void } {
  broadcast.subscribe(topic, (message) => {
    if (message === '*') local.clear();
    else local.invalidate(message);
  });
  return {
    invalidate(key) {
      local.invalidate(key);
      void broadcast.publish(topic, key);
    },
    clear() {
      local.clear();
      void broadcast.publish(topic, '*');
    },
  };
}
