// Page views: path and referrer, anonymous allowed. Nothing personal is kept beyond the user id of a signed-in
// viewer: query strings and fragments (tokens, e-mail addresses in links) are dropped before storing.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { PageViewRepository, RateLimiter } from '@edgeboard/domain';
import type { AppEnv } from '../http/app-env';
import { errors, json } from '../http/openapi';
import { clientAddress, PUBLIC_WRITE_LIMITS, rateLimit, type Limit } from './rate-limit.middleware';

export interface PageViewDeps {
  pageViews: Pick<PageViewRepository, 'add'>;
  /** Told about a failed write; recording never fails the request. */
  onError?: (err: unknown) => void;
  /** Per client address: an open, anonymous write must not let one client fill the table. */
  limiter: RateLimiter;
  trustProxy?: boolean;
  limit?: Limit;
}

export const PageViewBody = z.object({
  path: z.string().startsWith('/').max(2048),
  referrer: z.string().max(2048).nullish(),
});

const route = createRoute({
  method: 'post',
  path: '/api/analytics/page-view',
  tags: ['Analytics'],
  summary: 'Record a page view (anonymous allowed)',
  request: { body: { required: true, content: { 'application/json': { schema: PageViewBody } } } },
  responses: {
    200: json(z.object({ recorded: z.boolean() }), 'Recorded (or not, without failing)'),
    400: errors[400],
    429: errors[429],
  },
});

/** The path without query or fragment. */
export function cleanPath(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/** The referring page's origin and path; null for anything that is not an http(s) URL. */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

export function pageViewRoutes(deps: PageViewDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    route.path,
    rateLimit(deps.limiter, {
      ...(deps.limit ?? PUBLIC_WRITE_LIMITS.pageView),
      key: (c) => (c.req.method === 'POST' ? `page-view:${clientAddress(c, deps.trustProxy)}` : undefined),
    }),
  );
  app.openapi(route, async (c) => {
    const { path, referrer } = c.req.valid('json');
    try {
      await deps.pageViews.add({
        path: cleanPath(path),
        referrer: cleanReferrer(referrer),
        user_id: c.get('viewer')?.userId ?? null,
      });
      return c.json({ recorded: true }, 200);
    } catch (err) {
      deps.onError?.(err);
      return c.json({ recorded: false }, 200);
    }
  });
  return app;
}
