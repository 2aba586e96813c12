// Local mode: everything in one process with no service, key or network — SQLite (or a local PostgreSQL),
// the auth stand-in, the simulated scores feed, news from the database and a mail outbox.
import { deleteAccount } from '@edgeboard/application/account/delete-account/delete-account';
import { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import { profileSignUpTransaction } from '@edgeboard/adapters/auth/profile-sign-up';
import { SqlAuthStore } from '@edgeboard/adapters/auth/sql-auth-store';
import { createLocalTokenVerifier } from '@edgeboard/adapters/auth/token-verifier';
import { CachedNewsFeed, CachedScoresFeed } from '@edgeboard/adapters/feeds/cached-feeds';
import { LocalScoresFeed } from '@edgeboard/adapters/feeds/local-scores-feed';
import { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import { OutboxMailer } from '@edgeboard/adapters/mail/outbox-mailer';
import type { InstallSecrets } from '@edgeboard/adapters/secrets/install-secrets';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import {
  registrationRole,
  SIGN_IN_ACTIVITY,
  type Cache,
  type Clock,
  type Mailer,
  type PaymentGateway,
} from '@edgeboard/domain';
import { ContainerModule } from 'inversify';
import type { LocalEnv } from '../env';
import type { Logger } from '../http/logger';
import type { AdminNotifier } from '../notifications/admin-notifier';
import type { ContainerOptions } from './common.module';
import { ShiftedClock } from './season-clock';
import { localMarketing } from './local-marketing';
import { TOKENS } from './tokens';

export const NEWS_SOURCE = 'rotoballer';

export function localModule(env: LocalEnv, options: ContainerOptions) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.seasonClock)
      .toDynamicValue((ctx) => options.seasonClock ?? new ShiftedClock(ctx.get<Clock>(TOKENS.clock)))
      .inSingletonScope();

    bind(TOKENS.mailer)
      .toDynamicValue((ctx): Mailer => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        return new OutboxMailer(repos.mailOutbox);
      })
      .inSingletonScope();

    bind(TOKENS.localAuth)
      .toDynamicValue((ctx) => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        const logger = ctx.get<Logger>(TOKENS.logger);
        const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
        const db = ctx.get<DbHandle>(TOKENS.db).db;
        return new LocalAuthService({
          store: new SqlAuthStore(db),
          // The per-install settings key, kept in the secrets file beside the database, never in it.
          secretKey: ctx.get<InstallSecrets>(TOKENS.installSecrets).settingsKey,
          clock: ctx.get<Clock>(TOKENS.clock),
          mailer: ctx.get<Mailer>(TOKENS.mailer),
          publicUrl,
          siteUrl: publicUrl,
          requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION,
          // The Vite dev server (npm run dev) runs the UI on its own port.
          allowedRedirectOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
          allowSignup: async () => (await repos.settings.get()).application.allowRegistration,
          reportError: (context, err) => {
            logger.error({ err, context }, 'auth hook failed');
          },
          // The auth user, the profile and the sign_up activity line commit together or not at all.
          inTransaction: profileSignUpTransaction(db, async () =>
            // Never admin, even if an older build let "admin" be saved as the default.
            registrationRole((await repos.settings.get()).application),
          ),
          hooks: {
            // After the commit: the notifier reads settings and writes the mail outbox on the shared connection.
            afterUserCreated: (user) => ctx.get<AdminNotifier>(TOKENS.notifier).newUser(user),
            onUserDeleted: async (user) => {
              await repos.users.delete(user.id);
            },
            onSignIn: async (event) => {
              await repos.activity.add({
                user_id: event.userId,
                activity: SIGN_IN_ACTIVITY,
                target: event.method,
              });
            },
          },
        });
      })
      .inSingletonScope();

    bind(TOKENS.tokens)
      // checkSession: signing out (or deleting the account) takes effect on the very next request.
      // The clock that issues tokens also verifies them (a pinned clock in tests, the real one otherwise).
      .toDynamicValue((ctx) => {
        const clock = ctx.get<Clock>(TOKENS.clock);
        return createLocalTokenVerifier(ctx.get<LocalAuthService>(TOKENS.localAuth), {
          checkSession: true,
          now: () => clock.now(),
        });
      })
      .inSingletonScope();

    bind(TOKENS.scores)
      .toDynamicValue((ctx) => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        const local = new LocalScoresFeed(
          (season, week) => repos.games.forWeek(season, week),
          ctx.get<Clock>(TOKENS.seasonClock),
        );
        return new CachedScoresFeed(local, ctx.get<Cache>(TOKENS.cache));
      })
      .inSingletonScope();

    bind(TOKENS.news)
      .toDynamicValue((ctx) => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        return new CachedNewsFeed(
          { latest: (limit) => repos.news.bySource(NEWS_SOURCE, limit) },
          ctx.get<Cache>(TOKENS.cache),
        );
      })
      .inSingletonScope();

    bind(TOKENS.deleteAccount)
      .toDynamicValue((ctx) => {
        const auth = ctx.get<LocalAuthService>(TOKENS.localAuth);
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        const payments = ctx.get<PaymentGateway>(TOKENS.payments);
        const deps = { ...repos, payments, removeAuthUser: (id: string) => auth.deleteUser(id) };
        return (userId: string) => deleteAccount(deps, userId);
      })
      .inSingletonScope();
  });
}

/** Local payments, marketing and contact: no card provider, mail service or marketing account. */
export function localCommerceModule() {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.localPayments)
      .toDynamicValue((ctx) => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        return new LocalPaymentGateway({
          webhookSecret: ctx.get<InstallSecrets>(TOKENS.installSecrets).webhookSecret,
          plans: repos.plans,
          subscriptions: repos.subscriptions,
          // Billing periods run on real time, never the demo season's.
          clock: ctx.get<Clock>(TOKENS.clock),
        });
      })
      .inSingletonScope();
    bind(TOKENS.payments).toDynamicValue((ctx) => ctx.get(TOKENS.localPayments));
    bind(TOKENS.marketing).toDynamicValue(localMarketing).inSingletonScope();
    bind(TOKENS.contactInbox).toConstantValue('support@edgeboard.local');
  });
}
