// Hosted mode: PostgreSQL, Supabase Auth (its JWKS verifies tokens; it serves /auth/v1 itself), and the
// scores and news providers behind the cache.
import { deleteAccount } from '@edgeboard/application/account/delete-account/delete-account';
import { createRemoteTokenVerifier } from '@edgeboard/adapters/auth/token-verifier';
import { CachedNewsFeed, CachedScoresFeed } from '@edgeboard/adapters/feeds/cached-feeds';
import { HttpNewsFeed } from '@edgeboard/adapters/feeds/http-news-feed';
import { HttpScoresFeed } from '@edgeboard/adapters/feeds/http-scores-feed';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { SmtpMailer } from '@edgeboard/adapters/mail/smtp-mailer';
import { SelzyMarketingService } from '@edgeboard/adapters/marketing/selzy-marketing-service';
import { StripePaymentGateway } from '@edgeboard/adapters/payments/stripe-payment-gateway';
import { SupabaseAdmin } from '@edgeboard/adapters/supabase/supabase-admin';
import {
  SCORES_FAILED_MESSAGE,
  UnavailableError,
  type Cache,
  type Clock,
  type NewsFeed,
  type PaymentGateway,
  type ScoresFeed,
} from '@edgeboard/domain';
import { ContainerModule } from 'inversify';
import type { HostedEnv } from '../env';
import type { ContainerOptions } from './common.module';
import { NEWS_SOURCE } from './local.module';
import { localMarketing } from './local-marketing';
import { TOKENS } from './tokens';

/** No provider configured: say so rather than show invented scores. */
const noScores: ScoresFeed = {
  weekScores: () => Promise.reject(new UnavailableError(SCORES_FAILED_MESSAGE, 'scores_not_configured')),
};

export function hostedModule(env: HostedEnv, options: ContainerOptions) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.seasonClock).toDynamicValue((ctx) => options.seasonClock ?? ctx.get<Clock>(TOKENS.clock));
    bind(TOKENS.tokens)
      .toDynamicValue((ctx) => {
        const clock = ctx.get<Clock>(TOKENS.clock);
        return createRemoteTokenVerifier({ supabaseUrl: env.SUPABASE_URL, now: () => clock.now() });
      })
      .inSingletonScope();
    bind(TOKENS.scores)
      .toDynamicValue((ctx) => {
        const inner = env.SCORES_API_URL
          ? new HttpScoresFeed(env.SCORES_API_URL, env.SCORES_API_KEY)
          : noScores;
        return new CachedScoresFeed(inner, ctx.get<Cache>(TOKENS.cache));
      })
      .inSingletonScope();
    bind(TOKENS.news)
      .toDynamicValue((ctx) => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        const stored: NewsFeed = { latest: (limit) => repos.news.bySource(NEWS_SOURCE, limit) };
        const inner = env.NEWS_API_URL
          ? new HttpNewsFeed(env.NEWS_API_URL, env.NEWS_API_KEY, stored)
          : stored;
        return new CachedNewsFeed(inner, ctx.get<Cache>(TOKENS.cache));
      })
      .inSingletonScope();
    bind(TOKENS.deleteAccount)
      .toDynamicValue((ctx) => {
        const admin = new SupabaseAdmin(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY);
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        const payments = ctx.get<PaymentGateway>(TOKENS.payments);
        const deps = { ...repos, payments, removeAuthUser: (id: string) => admin.deleteUser(id) };
        return (userId: string) => deleteAccount(deps, userId);
      })
      .inSingletonScope();
  });
}

/** Hosted payments, mail and marketing: Stripe, an SMTP relay, Selzy. */
export function hostedCommerceModule(env: HostedEnv) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.payments)
      .toDynamicValue((ctx) => {
        const repos = ctx.get<SqlRepositories>(TOKENS.repos);
        return new StripePaymentGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          plans: repos.plans,
          subscriptions: repos.subscriptions,
          // Webhook timestamps are checked on the container's clock, the one everything else runs on.
          clock: ctx.get<Clock>(TOKENS.clock),
        });
      })
      .inSingletonScope();
    bind(TOKENS.mailer).toConstantValue(new SmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }));
    bind(TOKENS.marketing)
      .toDynamicValue((ctx) => {
        if (env.SELZY_API_KEY) return new SelzyMarketingService({ apiKey: env.SELZY_API_KEY });
        return localMarketing(ctx);
      })
      .inSingletonScope();
    bind(TOKENS.contactInbox).toConstantValue(env.CONTACT_EMAIL ?? env.MAIL_FROM);
  });
}
