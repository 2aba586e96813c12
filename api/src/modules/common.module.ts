// Bindings every mode shares: configuration, logging, the database and its repositories, cache and limiter.
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { installSecretsFile, loadInstallSecrets } from '@edgeboard/adapters/secrets/install-secrets';
import { AesGcmSecretCipher, parseEncryptionKey } from '@edgeboard/adapters/secrets/secret-cipher';
import { MemoryCache } from '@edgeboard/adapters/cache/memory-cache';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import type { Clock, Mailer } from '@edgeboard/domain';
import { ContainerModule } from 'inversify';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Env } from '../env';
import { createLogger, type Logger } from '../http/logger';
import { AdminNotifier } from '../notifications/admin-notifier';
import { clearingOnWrite, FeedCache } from '../routes/props/feed-cache';
import { cachedSettings } from './cached-settings';
import { TOKENS } from './tokens';

export interface ContainerOptions {
  /** Real time; tests pin it. */
  clock?: Clock;
  /** Season time; tests pin it. Defaults to the real clock (hosted) or the demo season clock (local). */
  seasonClock?: Clock;
}

/** Where local mode keeps its files when the database is not a file (local mode on PostgreSQL). */
const DATA_DIR = '.data';

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
    const repos = createSqlRepositories(handle.db, {
      settingsCipher: new AesGcmSecretCipher(secrets.settingsKey),
    });
    repos.settings = cachedSettings(repos.settings, options.clock ?? systemClock);
    repos.aiPicks = clearingOnWrite(
      repos.aiPicks,
      ['update', 'grade', 'delete', 'insertMany', 'replaceUngradedForWeek', 'replaceUngraded'],
      feedCache,
    );
    repos.games = clearingOnWrite(repos.games, ['upsertMany', 'updateScore'], feedCache);
    bind(TOKENS.feedCache).toConstantValue(feedCache);
    bind(TOKENS.repos).toConstantValue(repos);
    bind(TOKENS.cache).toConstantValue(new MemoryCache());
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
        return new MemoryRateLimiter(() => clock.now().getTime());
      })
      .inSingletonScope();
  });
}
