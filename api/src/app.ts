// The HTTP layer: middleware, the product API and its OpenAPI document, over the services' ports only (it imports
// domain, application and the HTTP layer itself; .dependency-cruiser.cjs holds it to that). The composition
// (server/create-app.ts) builds the services from a container and adds the reference page, the local auth
// stand-in and the built web app around it, so local, hosted and test wiring share this file.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { compression } from './http/compression';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './http/app-env';
import type { AppServices } from './http/app-services';
import { errorResponse, toErrorResponse, validationResponse } from './http/errors';
import { processLoopWatch, requestLog } from './http/request-log';
import { securityHeaders, securityOptionsFor } from './http/security-headers';
import { mountSiteStatus } from './http/site-status';
import { NUL_MESSAGE, refuseNulBytes } from './http/nul-bytes';
import { resolveViewer } from './http/viewer';
import { accountRoutes } from './routes/account.routes';
import { betsRoutes } from './routes/bets/bets.routes';
import { adminDepsFrom, adminRoutes } from './routes/admin/admin.routes';
import { alertsDepsFrom, alertsRoutes } from './routes/alerts/alerts.routes';
import { checkoutRoutes } from './routes/checkout/checkout.routes';
import { contactRoutes } from './routes/contact.routes';
import { devRoutes } from './routes/dev/dev.routes';
import { marketingRoutes } from './routes/marketing/marketing.routes';
import { pageViewRoutes } from './routes/page-views.routes';
import { performanceRoutes } from './routes/performance.routes';
import { recordRoutes } from './routes/record.routes';
import { propsRoutes } from './routes/props/props.routes';
import { referenceRoutes } from './routes/reference.routes';
import { researchBoardRoutes } from './routes/research-board/research-board.routes';
import { playerResearchRoutes } from './routes/players/player-research.routes';
import { parlaysRoutes } from './routes/parlays/parlays.routes';

export interface AppOptions {
  /** Extra routes behind the same middleware (the benchmark's baseline route). */
  extend?: (app: OpenAPIHono<AppEnv>) => void;
}

export function buildApp(s: AppServices, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
      return undefined;
    },
  });

  app.onError((err, c) =>
    toErrorResponse(
      c,
      err,
      (e) => {
        s.logger.error({ err: e, path: c.req.path }, 'unhandled error');
        void s.notifier.systemError(e, `${c.req.method} ${c.req.path}`);
      },
      s.classifyStorageError,
    ),
  );
  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));

  app.use('*', requestId());
  app.use('*', requestLog(s.logger, processLoopWatch()));
  app.use('*', securityHeaders(securityOptionsFor(s.env)));
  // After the request log (it still sees the status and times the whole answer) and the headers.
  app.use('*', compression());
  const tooLarge = bodyLimit({
    maxSize: s.env.BODY_LIMIT_BYTES,
    onError: (c) =>
      errorResponse(
        c,
        413,
        'payload_too_large',
        `The request body is larger than ${s.env.BODY_LIMIT_BYTES} bytes`,
      ),
  });
  // Only requests that may carry a body: reading a GET's body makes @hono/node-server build a full fetch
  // Request (an AbortSignal and undici headers) for every call, the largest per-request cost under load.
  const limitBodies: typeof tooLarge = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : tooLarge(c, next);
  app.use('/api/*', limitBodies);
  app.use('/auth/*', limitBodies);
  // After the body limit (an oversized body is a 413, never read here) and before anything reads the input.
  app.use(
    '/api/*',
    refuseNulBytes((c, place) => errorResponse(c, 400, 'invalid_request', NUL_MESSAGE, place)),
  );

  app.use(
    '/api/*',
    resolveViewer({
      tokens: s.tokens,
      clock: s.clock,
      findAccount: (id) => s.users.findWithSubscriptions(id),
      cache: s.viewerCache,
    }),
  );

  mountSiteStatus(app, {
    settings: s.repos.settings,
    ...s.siteStatus,
    mode: s.env.EDGEBOARD_MODE,
    seasonClock: s.seasonClock,
  });
  app.get('/api/health', (c) => c.json({ ok: true, mode: s.env.EDGEBOARD_MODE }));
  app.route('/', propsRoutes(s));
  app.route('/', referenceRoutes(s));
  app.route('/', playerResearchRoutes(s));
  app.route('/', parlaysRoutes(s));
  app.route('/', accountRoutes(s));
  app.route('/', performanceRoutes(s));
  app.route('/', recordRoutes(s));
  // Before the back office: its publish hook wraps POST /api/admin/ai-picks/generate.
  app.route('/', alertsRoutes(alertsDepsFrom(s)));
  app.route('/', betsRoutes(s));
  app.route('/', researchBoardRoutes(s));

  const r = s.repos;
  app.route('/', adminRoutes(adminDepsFrom(s)));
  const webhook = s.paymentWebhook;
  const trustProxy = s.env.TRUST_PROXY;
  const limits = s.env.RATE_LIMITS;
  app.route(
    '/',
    checkoutRoutes({
      gateway: s.payments,
      webhook,
      publicUrl: s.env.PUBLIC_URL,
      limiter: s.limiter,
      trustProxy,
      limit: limits.checkout,
    }),
  );
  app.route('/', marketingRoutes({ marketing: s.marketing, limiter: s.limiter, trustProxy }));
  app.route(
    '/',
    contactRoutes({
      contacts: r.contacts,
      mailer: s.mailer,
      settings: r.settings,
      inbox: s.contactInbox,
      limiter: s.limiter,
      trustProxy,
    }),
  );
  app.route(
    '/',
    pageViewRoutes({
      pageViews: r.pageViews,
      onError: (err) => {
        s.logger.warn({ err }, 'page view not recorded');
      },
      limiter: s.limiter,
      trustProxy,
      limit: limits.pageView,
    }),
  );
  if (s.localPayments)
    app.route('/', devRoutes({ payments: s.localPayments, webhook, outbox: r.mailOutbox, html: s.html }));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'EdgeBoard API',
      version: '1.0.0',
      description:
        'NFL player-prop picks with a calibrated Edge Score. Errors share one envelope: `{ error: { code, message, field? } }`.',
    },
  });
  options.extend?.(app);
  return app;
}
