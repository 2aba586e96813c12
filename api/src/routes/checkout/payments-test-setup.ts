// The payment flow as the server wires it locally: real SQLite repositories, the local gateway, the webhook
// service, the checkout and dev pages, and the real viewer middleware and /api/me behind a stand-in token
// verifier (the bearer token is the user id).
import { OpenAPIHono } from '@hono/zod-openapi';
import { opened } from '../../testing/per-suite';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import { OutboxMailer } from '@edgeboard/adapters/mail/outbox-mailer';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import { articleHtmlSanitizer } from '@edgeboard/adapters/html/sanitize-article-html';
import { constraintViolation } from '@edgeboard/adapters/sql/constraint-errors';
import { PLAN_CATALOGUE } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { toErrorResponse, validationResponse } from '../../http/errors';
import { resolveViewer } from '../../http/viewer';
import { accountRoutes } from '../account.routes';
import { devRoutes } from '../dev/dev.routes';
import { checkoutRoutes } from './checkout.routes';
import { paymentWebhook } from '@edgeboard/application/payments/handle-payment-webhook/handle-payment-webhook';

export const WEBHOOK_SECRET = 'whsec_test_local_payments';
export const FREE_USER = '00000000-0000-4000-8000-00000000f001';
export const OTHER_USER = '00000000-0000-4000-8000-00000000f002';
/** Checkouts per client address (every test request shares one address) before a 429. */
export const CHECKOUT_TEST_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

export interface PaymentsContext {
  handle: DbHandle;
  repos: SqlRepositories;
  gateway: LocalPaymentGateway;
  app: OpenAPIHono<AppEnv>;
  /** The checkout limiter's clock (milliseconds); move it to open a new window. */
  limiterNow: { ms: number };
  /** Webhook events acknowledged without being applied, as the server would log them. */
  ignoredEvents: { eventId: string; providerType: string; reason: string }[];
  /** A request from a browser on this machine (`from` sets another socket address). */
  request(path: string, init?: RequestInit & { as?: string; from?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function paymentsContext(): Promise<PaymentsContext> {
  const handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  const repos = createSqlRepositories(handle.db);
  await repos.plans.upsertMany(PLAN_CATALOGUE.map((p) => ({ ...p, priceId: null })));
  await repos.users.create({ id: FREE_USER, name: 'Fran Free', email: 'fran@example.com', role: 'free' });
  await repos.users.create({ id: OTHER_USER, name: 'Oli Other', email: 'oli@example.com', role: 'free' });
  const clock = { now: () => new Date() };
  const gateway = new LocalPaymentGateway({
    webhookSecret: WEBHOOK_SECRET,
    plans: repos.plans,
    subscriptions: repos.subscriptions,
    clock,
  });
  const ignored: PaymentsContext['ignoredEvents'] = [];
  const limiterNow = { ms: 0 };
  const webhook = paymentWebhook({
    gateway,
    paymentEvents: repos.paymentEvents,
    subscriptions: repos.subscriptions,
    activity: repos.activity,
    users: repos.users,
    onIgnored: (details) => ignored.push(details),
    // As the container wires it locally: the receipt goes to the outbox that /dev/mail lists.
    mailer: new OutboxMailer(repos.mailOutbox),
    plans: repos.plans,
  });

  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : validationResponse(c, result.error)),
  });
  app.onError((err, c) =>
    toErrorResponse(
      c,
      err,
      (e) => {
        throw e;
      },
      constraintViolation,
    ),
  );
  app.use(
    '/api/*',
    resolveViewer({
      tokens: { verify: (token) => Promise.resolve({ userId: token, email: null }) },
      clock,
      findAccount: (id) => repos.users.findWithSubscriptions(id),
    }),
  );
  app.route(
    '/',
    accountRoutes({
      users: repos.users,
      subscriptions: repos.subscriptions,
      clock,
      deleteAccount: () => Promise.resolve(),
    }),
  );
  app.route(
    '/',
    checkoutRoutes({
      gateway,
      webhook,
      publicUrl: 'http://localhost:8787',
      limiter: new MemoryRateLimiter(() => limiterNow.ms),
      limit: CHECKOUT_TEST_LIMIT,
    }),
  );
  app.route(
    '/',
    devRoutes({ payments: gateway, webhook, outbox: repos.mailOutbox, html: articleHtmlSanitizer }),
  );

  return {
    handle,
    repos,
    gateway,
    app,
    ignoredEvents: ignored,
    limiterNow,
    request: (path, init = {}) => {
      const { as, from, headers, ...rest } = init;
      const h = new Headers(headers);
      if (as) h.set('authorization', `Bearer ${as}`);
      // The bindings @hono/node-server passes: the dev pages read the socket's remote address from them.
      const socket = { incoming: { socket: { remoteAddress: from ?? '127.0.0.1' } } };
      return Promise.resolve(app.request(path, { ...rest, headers: h }, socket));
    },
    close: () => handle.close(),
  };
}

/**
 * A describe block's context: made before its tests and closed after them; tests read it directly.
 */
export const usePaymentsContext = (): PaymentsContext => opened(paymentsContext);
