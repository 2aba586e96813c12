// Bindings every mode shares: configuration, logging, the database and its repositories, cache and limiter.
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { MemoryCache } from '@edgeboard/adapters/cache/memory-cache';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import type { Clock } from '@edgeboard/domain';
import { ContainerModule } from 'inversify';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Env } from '../env';
import { createLogger } from '../http/logger';
import { clearingOnWrite, FeedCache } from '../routes/props/feed-cache';
import { TOKENS } from './tokens';

export interface ContainerOptions {
  /** Real time; tests pin it. */
  clock?: Clock;
  /** Season time; tests pin it. Defaults to the real clock (hosted) or the demo season clock (local). */
  seasonClock?: Clock;
}

export const systemClock: Clock = { now: () => new Date() };

export function commonModule(env: Env, options: ContainerOptions) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.env).toConstantValue(env);
    bind(TOKENS.logger).toConstantValue(createLogger(env.LOG_LEVEL));
    bind(TOKENS.clock).toConstantValue(options.clock ?? systemClock);
    const url = env.DATABASE_URL;
    if (!/^postgres(ql)?:\/\//.test(url) && url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
    const handle: DbHandle = createDb(url);
    bind(TOKENS.db).toConstantValue(handle);
    // Writers of picks and games (admin routes, generation, the demo season) all pass through these wrappers,
    // so the feed never serves an answer older than the data it was computed from.
    const feedCache = new FeedCache();
    const repos = createSqlRepositories(handle.db);
    repos.aiPicks = clearingOnWrite(
      repos.aiPicks,
      ['update', 'grade', 'delete', 'insertMany', 'replaceUngradedForWeek', 'replaceUngraded'],
      feedCache,
    );
    repos.games = clearingOnWrite(repos.games, ['upsertMany', 'updateScore'], feedCache);
    bind(TOKENS.feedCache).toConstantValue(feedCache);
    bind(TOKENS.repos).toConstantValue(repos);
    bind(TOKENS.cache).toConstantValue(new MemoryCache());
    bind(TOKENS.rateLimiter).toConstantValue(new MemoryRateLimiter());
  });
}
