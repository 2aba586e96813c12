import type { Repositories, SettingsRepository } from '@edgeboard/domain';
import type { Kysely } from 'kysely';
import { AesGcmSecretCipher, generateEncryptionKey, type SecretCipher } from '../secrets/secret-cipher';
import type { Database } from './db';
import { SqlActivityRepository } from './repositories/activity-repository';
import { SqlAlertRepository } from './repositories/alert-repository';
import { SqlAiPickRepository } from './repositories/ai-pick-repository';
import { SqlArticleRepository } from './repositories/article-repository';
import { SqlBetRepository } from './repositories/bet-repository';
import { SqlContactRepository } from './repositories/contact-repository';
import { SqlGameLogRepository } from './repositories/game-log-repository';
import { SqlGameRepository } from './repositories/game-repository';
import { SqlJobRunRepository } from './repositories/job-run-repository';
import { SqlMailOutboxRepository } from './repositories/mail-outbox-repository';
import { SqlMarketingRepository } from './repositories/marketing-repository';
import { SqlNewsRepository } from './repositories/news-repository';
import { SqlPageViewRepository } from './repositories/page-view-repository';
import { SqlPaymentEventRepository } from './repositories/payment-event-repository';
import { SqlPlanRepository } from './repositories/plan-repository';
import { SqlPlayerRepository } from './repositories/player-repository';
import { SqlPropLineRepository } from './repositories/prop-line-repository';
import { SqlSettingsRepository } from './repositories/settings-repository';
import { SqlSubscriptionRepository } from './repositories/subscription-repository';
import { SqlTeamRepository } from './repositories/team-repository';
import { SqlUserRepository } from './repositories/user-repository';

export interface SqlRepositoryOptions {
  /**
   * Seals secret settings at rest. The server passes the install's key; without one (scripts and tests that
   * never keep a secret setting across processes) a key for this process only is used, never a fixed one.
   */
  settingsCipher?: SecretCipher;
}

/**
 * Every repository over one Kysely instance. Pass a transaction (`db.transaction().execute(trx => …)`)
 * to get repositories whose writes commit or roll back together.
 */
export function createSqlRepositories(db: Kysely<Database>, options: SqlRepositoryOptions = {}) {
  const settingsCipher = options.settingsCipher ?? new AesGcmSecretCipher(generateEncryptionKey());
  // Typed as the port, so the server can put its cache in front of it.
  const settings: SettingsRepository = new SqlSettingsRepository(db, settingsCipher);
  return {
    users: new SqlUserRepository(db),
    subscriptions: new SqlSubscriptionRepository(db),
    plans: new SqlPlanRepository(db),
    players: new SqlPlayerRepository(db),
    teams: new SqlTeamRepository(db),
    games: new SqlGameRepository(db),
    gameLogs: new SqlGameLogRepository(db),
    propLines: new SqlPropLineRepository(db),
    aiPicks: new SqlAiPickRepository(db),
    articles: new SqlArticleRepository(db),
    news: new SqlNewsRepository(db),
    activity: new SqlActivityRepository(db),
    settings,
    mailOutbox: new SqlMailOutboxRepository(db),
    contacts: new SqlContactRepository(db),
    paymentEvents: new SqlPaymentEventRepository(db),
    pageViews: new SqlPageViewRepository(db),
    marketing: new SqlMarketingRepository(db),
    jobRuns: new SqlJobRunRepository(db),
    alerts: new SqlAlertRepository(db),
    bets: new SqlBetRepository(db),
  } satisfies Repositories;
}

export type SqlRepositories = ReturnType<typeof createSqlRepositories>;
