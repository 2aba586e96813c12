// The Hono application: middleware, the product API, the OpenAPI document and reference, the auth stand-in
// (local mode) and the built UI. Built from a container so local, hosted and test wiring share this file.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { SERVICES, type AppServices } from './container/services';
import type { AppEnv } from './http/app-env';
import { mountDocs } from './http/docs';
import { errorResponse, toErrorResponse, validationResponse } from './http/errors';
import { mountUi } from './http/static-ui';
import { resolveViewer } from './http/viewer';
import { accountRoutes } from './routes/account.routes';
import { performanceRoutes } from './routes/performance.routes';
import { PropFeedService } from './routes/props/prop-feed.service';
import { propsRoutes } from './routes/props/props.routes';
import { referenceRoutes } from './routes/reference.routes';

export function createApp(container: Container): OpenAPIHono<AppEnv> {
  return buildApp(container.get<AppServices>(SERVICES));
}

export function buildApp(s: AppServices): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
      return undefined;
    },
  });

  app.onError((err, c) => toErrorResponse(c, err, (e) => { s.logger.error({ err: e, path: c.req.path }, 'unhandled error'); }));
  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    s.logger.info(
      { reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use(
    '*',
    secureHeaders({
      // The API reference page runs Scalar's script; everything is served from this origin.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    }),
  );
  const tooLarge = bodyLimit({
    maxSize: s.env.BODY_LIMIT_BYTES,
    onError: (c) => errorResponse(c, 413, 'payload_too_large', `The request body is larger than ${s.env.BODY_LIMIT_BYTES} bytes`),
  });
  app.use('/api/*', tooLarge);
  app.use('/auth/*', tooLarge);

  app.use(
    '/api/*',
    resolveViewer({
      tokens: s.tokens,
      clock: s.clock,
      findProfile: (id) => s.users.findById(id),
      subscriptionsOf: (id) => s.subscriptions.listForUser(id),
    }),
  );

  app.get('/api/health', (c) => c.json({ ok: true, mode: s.env.EDGEBOARD_MODE }));
  app.route('/', propsRoutes(new PropFeedService(s.picks, s.defaultSeason)));
  app.route('/', referenceRoutes(s));
  app.route('/', accountRoutes(s));
  app.route('/', performanceRoutes(s.picks, s.seasonClock));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'EdgeBoard API',
      version: '1.0.0',
      description: 'NFL player-prop picks with a calibrated Edge Score. Errors share one envelope: `{ error: { code, message, field? } }`.',
    },
  });
  mountDocs(app);

  if (s.authRouter) app.route('/auth/v1', s.authRouter);
  mountUi(app, s.uiDistDir);
  return app;
}
