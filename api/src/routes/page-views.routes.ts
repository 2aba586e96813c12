// Page views, anonymous allowed (what is kept is decided in application/src/page-views/record-page-view).
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { RateLimiter } from '@edgeboard/domain';
import {
  PageViewBody,
  recordPageView,
  type PageViewDeps as RecordDeps,
} from '@edgeboard/application/page-views/record-page-view/record-page-view';
import type { AppEnv } from '../http/app-env';
import { jsonBody, ok, routeGroup } from '../http/route-group';
import { perAddressLimit, PUBLIC_WRITE_LIMITS, type Limit, type TrustProxy } from './rate-limit.middleware';

export interface PageViewDeps extends RecordDeps {
  /** Per client address: an open, anonymous write must not let one client fill the table. */
  limiter: RateLimiter;
  trustProxy?: TrustProxy;
  limit?: Limit;
}

const route = routeGroup(['Analytics']).post(
  '/api/analytics/page-view',
  'Record a page view (anonymous allowed)',
  { body: jsonBody(PageViewBody) },
  ok(z.object({ recorded: z.boolean() }), 'Recorded (or not, without failing)'),
  400,
  429,
);

export function pageViewRoutes(deps: PageViewDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    route.path,
    perAddressLimit(deps.limiter, 'page-view', deps.limit ?? PUBLIC_WRITE_LIMITS.pageView, {
      trustProxy: deps.trustProxy,
    }),
  );
  app.openapi(route, async (c) => {
    const userId = c.get('viewer')?.userId ?? null;
    return c.json(await recordPageView(deps, c.req.valid('json'), userId), 200);
  });
  return app;
}
