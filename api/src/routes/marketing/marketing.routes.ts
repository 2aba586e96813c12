// The e-mail-marketing proxy under /api/selzy: the landing page's launch notification (subscribe), public and
// rate limited per client address. The provider's other calls (lists, fields, campaigns, register) had no
// client and no contract and were removed (issue #17 item 6).
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { subscribeToLaunch } from '@edgeboard/application/marketing/subscribe-to-launch/subscribe-to-launch';
import {
  DEFAULT_LIST_ID,
  INTEGER_COLUMN_MAX,
  type MarketingService,
  type RateLimiter,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, ok, routeGroup } from '../../http/route-group';
import { perAddressLimit, PUBLIC_WRITE_LIMITS, type TrustProxy } from '../rate-limit.middleware';

export interface MarketingDeps {
  marketing: Pick<MarketingService, 'subscribe'>;
  limiter: RateLimiter;
  /** Read the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy?: TrustProxy;
}

const SubscribeBody = z.object({
  email: z.string().max(320),
  list_id: z.coerce.number().int().min(1).max(INTEGER_COLUMN_MAX).default(DEFAULT_LIST_ID),
});

const subscribeRoute = routeGroup(['E-mail marketing']).post(
  '/api/selzy/subscribe',
  'Launch notification: add an e-mail address to a list (public)',
  { body: jsonBody(SubscribeBody) },
  ok(z.object({ ok: z.literal(true) }), 'Subscribed'),
  400,
  429,
  503,
);

export function marketingRoutes(deps: MarketingDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    '/api/selzy/subscribe',
    perAddressLimit(deps.limiter, 'subscribe', PUBLIC_WRITE_LIMITS.subscribe, {
      trustProxy: deps.trustProxy,
      counts: () => true,
    }),
  );
  app.openapi(subscribeRoute, async (c) => {
    const { email, list_id } = c.req.valid('json');
    return c.json(await subscribeToLaunch(deps, { email, listId: list_id }), 200);
  });
  return app;
}
