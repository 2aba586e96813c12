// The composition root: the one place that chooses adapters. Local and hosted share every route; only the
// bindings below differ. Inversify lives here and nowhere else.
import 'reflect-metadata';
import { createAuthRouter } from './auth/auth.router';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { articleHtmlSanitizer } from '@edgeboard/adapters/html/sanitize-article-html';
import { describeSchedule } from '@edgeboard/adapters/jobs/job-schedule';
import { constraintViolation } from '@edgeboard/adapters/sql/constraint-errors';
import { Container } from 'inversify';
import { resolve } from 'node:path';
import type { Clock, JobEngine } from '@edgeboard/domain';
import type { Env } from './env';
import type { Logger } from './http/logger';
import { commonModule, type ContainerOptions } from './modules/common.module';
import { hostedCommerceModule, hostedModule } from './modules/hosted.module';
import { localCommerceModule, localModule } from './modules/local.module';
import { SERVICES, type AppServices } from './modules/services';
import type { SharedState } from './modules/shared-state';
import { TOKENS } from './modules/tokens';
import { ShiftedClock } from './modules/season-clock';
import { isCachedSettings } from './modules/cached-settings';
import { replaySchedule } from './replay/replay-schedule';
import { ReplayClock, replayStateFile } from './replay/replay-clock';
import { REPLAY_JOB } from './server/replay-jobs';

export { TOKENS, SERVICES };
export type { ContainerOptions };

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function buildContainer(env: Env, options: ContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    commonModule(env, options),
    ...(env.EDGEBOARD_MODE === 'local'
      ? [localModule(env, options), localCommerceModule()]
      : [hostedModule(env, options), hostedCommerceModule(env)]),
  );
  container.bind<AppServices>(SERVICES).toDynamicValue((ctx) => {
    const repos = ctx.get<SqlRepositories>(TOKENS.repos);
    const logger = ctx.get<Logger>(TOKENS.logger);
    const db = ctx.get<DbHandle>(TOKENS.db);
    const localAuth = env.EDGEBOARD_MODE === 'local' ? ctx.get<LocalAuthService>(TOKENS.localAuth) : null;
    const settings = repos.settings;
    return {
      env,
      logger,
      clock: ctx.get(TOKENS.clock),
      seasonClock: ctx.get(TOKENS.seasonClock),
      tokens: ctx.get(TOKENS.tokens),
      users: repos.users,
      subscriptions: repos.subscriptions,
      plans: repos.plans,
      players: repos.players,
      games: repos.games,
      picks: repos.aiPicks,
      feedCache: ctx.get(TOKENS.feedCache),
      propFeed: ctx.get(TOKENS.propFeed),
      performance: ctx.get(TOKENS.performanceStats),
      researchWeek: ctx.get(TOKENS.researchWeek),
      paymentWebhook: ctx.get(TOKENS.paymentWebhook),
      viewerCache: ctx.get(TOKENS.viewerCache),
      articles: repos.articles,
      activity: repos.activity,
      scores: ctx.get(TOKENS.scores),
      news: ctx.get(TOKENS.news),
      deleteAccount: ctx.get(TOKENS.deleteAccount),
      repos,
      mailer: ctx.get(TOKENS.mailer),
      notifier: ctx.get(TOKENS.notifier),
      limiter: ctx.get(TOKENS.rateLimiter),
      payments: ctx.get(TOKENS.payments),
      localPayments:
        env.EDGEBOARD_MODE === 'local' ? ctx.get<LocalPaymentGateway>(TOKENS.localPayments) : null,
      html: articleHtmlSanitizer,
      classifyStorageError: constraintViolation,
      describeSchedule,
      siteStatus: {
        ...(isCachedSettings(settings) && { peekSettings: () => settings.peek() }),
        ...(env.EDGEBOARD_MODE === 'local' &&
          env.EDGEBOARD_DATA === 'replay' && { replay: replaySchedule(env.EDGEBOARD_REPLAY_SCHEDULE) }),
      },
      marketing: ctx.get(TOKENS.marketing),
      contactInbox: ctx.get(TOKENS.contactInbox),
      authRouter: localAuth
        ? createAuthRouter(localAuth, {
            trustProxy: env.TRUST_PROXY,
            reportError: (err) => {
              logger.error({ err }, 'auth request failed');
            },
          })
        : null,
      jobEngine: ctx.get(TOKENS.jobEngine),
      replayClock: replayClockOf(
        env,
        ctx.get(TOKENS.clock),
        ctx.get(TOKENS.seasonClock),
        ctx.get(TOKENS.jobEngine),
      ),
      uiDistDir: resolve(REPO_ROOT, 'ui/dist'),
      close: async () => {
        await ctx.get<SharedState>(TOKENS.sharedState).close();
        await db.close();
      },
    };
  });
  return container;
}

/** A replay's steppable clock (kept beside its SQLite file); null in any other mode. */
function replayClockOf(env: Env, clock: Clock, seasonClock: Clock, jobEngine: JobEngine): ReplayClock | null {
  if (env.EDGEBOARD_MODE !== 'local' || env.EDGEBOARD_DATA !== 'replay') return null;
  if (!(seasonClock instanceof ShiftedClock)) return null;
  return new ReplayClock({
    clock,
    seasonClock,
    jobEngine,
    job: REPLAY_JOB,
    stateFile: replayStateFile(env.DATABASE_URL),
  });
}
