// Test harness for the route modules of the back office, payments, marketing, contact and dev pages: an app
// with the real error envelope and validation hook, and a stand-in for the viewer middleware.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Role, SubscriptionState } from '@edgeboard/domain';
import type { AppEnv, Viewer } from '../../http/app-env';
import { articleHtmlSanitizer } from '@edgeboard/adapters/html/sanitize-article-html';
import { describeSchedule } from '@edgeboard/adapters/jobs/job-schedule';
import { constraintViolation } from '@edgeboard/adapters/sql/constraint-errors';
import { toErrorResponse, validationResponse } from '../../http/errors';

/** The adapters the server hands the back office behind its ports (container.ts), for route tests. */
export const ADMIN_PORTS = { html: articleHtmlSanitizer, describeSchedule };

export const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
export const SUBSCRIBER_ID = '00000000-0000-4000-8000-00000000b002';

const FREE: SubscriptionState = {
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin: false,
};

export function viewerFor(role: Role, id = role === 'admin' ? ADMIN_ID : SUBSCRIBER_ID): Viewer {
  const email = `${role}@example.com`;
  return {
    userId: id,
    email,
    profile: {
      id,
      name: role === 'admin' ? 'Ada Admin' : 'Sam Subscriber',
      email,
      role,
      created_at: '2025-01-01T00:00:00.000Z',
    },
    subscription:
      role === 'admin'
        ? { ...FREE, tier: 'all-star', isAdmin: true }
        : { ...FREE, tier: 'all-star', currentPeriodEnd: '2030-01-01T00:00:00.000Z' },
  };
}

/**
 * The modules mounted behind a fake viewer: `getViewer` is read on every request, so one app serves any
 * caller (null = anonymous).
 */
export function testApp(
  getViewer: () => Viewer | null,
  ...modules: OpenAPIHono<AppEnv>[]
): OpenAPIHono<AppEnv> {
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
  app.use('*', async (c, next) => {
    c.set('viewer', getViewer());
    await next();
  });
  for (const m of modules) app.route('/', m);
  return app;
}

/** Every operation in the app's OpenAPI document, with path parameters filled in. */
export function documentedRoutes(app: OpenAPIHono<AppEnv>): { method: string; path: string }[] {
  const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
  const out: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      if (item[method]) out.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x1') });
    }
  }
  return out;
}
