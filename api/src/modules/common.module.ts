// Bindings every mode shares: configuration, logging, the database and its repositories, cache and limiter.
import { createJobEngine } from '@edgeboard/adapters/jobs/create-job-engine';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { installSecretsFile, loadInstallSecrets } from '@edgeboard/adapters/secrets/install-secrets';
import { AesGcmSecretCipher, parseEncryptionKey } from '@edgeboard/adapters/secrets/secret-cipher';
import type { MemoryBroadcastHub } from '@edgeboard/adapters/broadcast/memory-broadcast';
import { MemoryCache } from '@edgeboard/adapters/cache/memory-cache';
import { RedisCache } from '@edgeboard/adapters/cache/redis-cache';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import { RedisRateLimiter } from '@edgeboard/adapters/rate-limit/redis-rate-limiter';
import type { Clock, Mailer, PaymentGateway } from '@edgeboard/domain';
import { ContainerModule } from 'inversify';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Env } from '../env';
import { createLogger, type Logger } from '../http/logger';
import { invalidatingViewers, SUBSCRIPTION_WRITES, USER_WRITES, ViewerCache } from '../http/viewer-cache';
import { AdminNotifier } from '../notifications/admin-notifier';
import { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';
import { CachedPropFeed } from '@edgeboard/application/props/get-prop-feed/get-prop-feed';
import {
  inProcessLoader,
  PerformanceStats,
} from '@edgeboard/application/performance/performance-stats/performance-stats';
import { paymentWebhook } from '@edgeboard/application/payments/handle-payment-webhook/handle-payment-webhook';
import { ResearchWeek } from '@edgeboard/application/research/research-week/research-week';
import { performanceLoader } from './performance-loader';
import { cachedSettings } from './cached-settings';
import {
  createSharedState,
  settingsSaved,
  shareFeedCache,
  shareKeyedCache,
  shareSettings,
  TOPICS,
} from './shared-state';
import { TOKENS } from './tokens';

export interface ContainerOptions {
  /** Real time; tests pin it. */
  clock?: Clock;
  /** Season time; tests pin it. Defaults to the real clock (hosted) or the demo season clock (local). */
  seasonClock?: Clock;
  /** Tests: containers on one hub broadcast to each other like instances of one deployment. */
  broadcastHub?: MemoryBroadcastHub;
}

/** Where local mode keeps its files when the database is not a file (local mode on PostgreSQL). */
const DATA_DIR = '.data';

export const systemClock: Clock = { now: () => new Date() };

export function commonModule(env: Env, options: ContainerOptions) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.env).toConstantValue(env);
    const logger = createLogger(env.LOG_LEVEL);
    bind(TOKENS.logger).toConstantValue(logger);
    bind(TOKENS.clock).toConstantValue(options.clock ?? systemClock);
    const url = env.DATABASE_URL;
    if (!/^postgres(ql)?:\/\//.test(url) && url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
    const handle: DbHandle = createDb(url);
    bind(TOKENS.db).toConstantValue(handle);
    // Every write to picks or games raises "picks changed" (the repositories' own write methods, and ingest
    // transactions once they end), which empties it: the feed never serves an answer older than its data.
    const feedCache = new FeedCache();
    // Cache invalidations reach the other instances (Redis, PostgreSQL NOTIFY, or nobody: one process).
    const shared = createSharedState(env, logger, { broadcastHub: options.broadcastHub });
    bind(TOKENS.sharedState).toConstantValue(shared);
    shareFeedCache(shared.broadcast, feedCache);
    // Per-install secrets: configured ones in hosted mode; locally generated on first start and kept beside
    // the database unless the environment sets them.
    const secrets = loadInstallSecrets({
      file: env.EDGEBOARD_MODE === 'local' ? installSecretsFile(url, DATA_DIR) : null,
      overrides: {
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        settingsKey: env.SETTINGS_ENCRYPTION_KEY
          ? parseEncryptionKey(env.SETTINGS_ENCRYPTION_KEY)
          : undefined,
      },
    });
    bind(TOKENS.installSecrets).toConstantValue(secrets);
    const picksChanged = () => {
      feedCache.clear();
    };
    bind(TOKENS.picksChanged).toConstantValue(picksChanged);
    const repos = createSqlRepositories(handle.db, {
      settingsCipher: new AesGcmSecretCipher(secrets.settingsKey),
      onPicksChanged: picksChanged,
    });
    const settings = cachedSettings(
      repos.settings,
      options.clock ?? systemClock,
      undefined,
      settingsSaved(shared.broadcast),
    );
    shareSettings(shared.broadcast, settings);
    repos.settings = settings;
    bind(TOKENS.feedCache).toConstantValue(feedCache);
    // Made on first use, on whichever season clock the mode (or a test) bound by then.
    bind(TOKENS.propFeed)
      .toDynamicValue(
        (ctx) =>
          new CachedPropFeed(
            { picks: repos.aiPicks, seasonClock: ctx.get<Clock>(TOKENS.seasonClock) },
            feedCache,
          ),
      )
      .inSingletonScope();
    bind(TOKENS.performanceStats)
      .toDynamicValue((ctx) => {
        const loadGraded = performanceLoader({
          databaseUrl: url,
          fallback: inProcessLoader(repos.aiPicks),
          onError: (err) => {
            logger.warn({ err }, 'performance worker failed; loading on the main thread');
          },
        });
        const stats = new PerformanceStats(
          loadGraded,
          ctx.get<Clock>(TOKENS.clock),
          ctx.get<Clock>(TOKENS.seasonClock),
          undefined,
          () => repos.aiPicks.gradedVersion(),
        );
        // Emptied by the same writes that empty the feed cache (picks and games, above).
        feedCache.onClear(() => {
          stats.invalidate();
        });
        return stats;
      })
      .inSingletonScope();
    // Every writer of roles and subscriptions (admin edits, payment webhooks, checkout, cancel, account
    // deletion, local renewals) passes through these wrappers, so a change shows on the user's next request.
    // The cache is made on first use, on whichever clock is bound by then (a test's pinned one).
    let viewerCache: ViewerCache | undefined;
    bind(TOKENS.viewerCache)
      .toDynamicValue((ctx) => (viewerCache = new ViewerCache(ctx.get<Clock>(TOKENS.clock))))
      .inSingletonScope();
    // Shared: a change made through this instance also empties the other instances' entry for that user.
    const viewers = shareKeyedCache(shared.broadcast, TOPICS.viewer, {
      invalidate: (userId: string) => viewerCache?.invalidate(userId),
      clear: () => viewerCache?.clear(),
    });
    repos.users = invalidatingViewers(repos.users, USER_WRITES, viewers);
    repos.subscriptions = invalidatingViewers(repos.subscriptions, SUBSCRIPTION_WRITES, viewers);
    bind(TOKENS.repos).toConstantValue(repos);
    // pg-boss on PostgreSQL, in process on SQLite; server/main.ts defines the mode's jobs and starts it, the
    // Jobs tab reads its schedules (an engine never started, as in tests, lists nothing and runs nothing).
    bind(TOKENS.jobEngine)
      .toDynamicValue((ctx) =>
        createJobEngine(url, {
          runs: repos.jobRuns,
          clock: ctx.get<Clock>(TOKENS.clock),
          onError: (err) => {
            logger.warn({ err }, 'job engine error');
          },
          onRun: (run) => {
            if (run.outcome === 'failed') logger.error({ job: run.job, message: run.message }, 'job failed');
          },
        }),
      )
      .inSingletonScope();
    const redis = shared.redis;
    bind(TOKENS.cache).toConstantValue(
      redis
        ? new RedisCache(redis, (err) => {
            logger.warn({ err }, 'redis cache unavailable');
          })
        : new MemoryCache(),
    );
    // Resolved on first use, so it mails through whichever mailer the mode (or a test) bound.
    bind(TOKENS.notifier)
      .toDynamicValue(
        (ctx) =>
          new AdminNotifier({
            settings: repos.settings,
            mailer: ctx.get<Mailer>(TOKENS.mailer),
            clock: ctx.get<Clock>(TOKENS.clock),
            onFailure: (err, event) => {
              ctx.get<Logger>(TOKENS.logger).warn({ err, event }, 'admin notification not sent');
            },
          }),
      )
      .inSingletonScope();
    // Counters run on the injected clock (read at each hit, so a test's clock rebinding applies).
    bind(TOKENS.rateLimiter)
      .toDynamicValue((ctx) => {
        const clock = ctx.get<Clock>(TOKENS.clock);
        const memory = new MemoryRateLimiter(() => clock.now().getTime());
        // Shared counters when REDIS_URL is set (in-process ones decide while Redis cannot answer).
        return redis
          ? new RedisRateLimiter(redis, memory, (err) => {
              logger.warn({ err }, 'redis rate limiter unavailable');
            })
          : memory;
      })
      .inSingletonScope();
    // The research tools' week and league history, kept a minute for the whole process (on the bound season clock).
    bind(TOKENS.researchWeek)
      .toDynamicValue(
        (ctx) =>
          new ResearchWeek({
            seasonClock: ctx.get<Clock>(TOKENS.seasonClock),
            players: repos.players,
            gameLogs: repos.gameLogs,
            games: repos.games,
          }),
      )
      .inSingletonScope();
    // One webhook for Stripe's deliveries and local mode's pay page, on whichever gateway the mode bound.
    bind(TOKENS.paymentWebhook)
      .toDynamicValue((ctx) => {
        const notifier = ctx.get<AdminNotifier>(TOKENS.notifier);
        return paymentWebhook({
          gateway: ctx.get<PaymentGateway>(TOKENS.payments),
          paymentEvents: repos.paymentEvents,
          subscriptions: repos.subscriptions,
          activity: repos.activity,
          users: repos.users,
          onIgnored: (details) => {
            logger.warn(details, 'payment webhook acknowledged but not applied');
          },
          onSubscriptionCreated: (sub) => notifier.newSubscription(sub),
          // The subscriber's receipt, through the mode's mailer (the outbox at /dev/mail locally).
          mailer: ctx.get<Mailer>(TOKENS.mailer),
          plans: repos.plans,
          publicUrl: env.PUBLIC_URL,
          onMailError: (err) => {
            logger.warn({ err }, 'payment receipt not sent');
          },
        });
      })
      .inSingletonScope();
  });
}
