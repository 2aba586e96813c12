// Back-office subscriptions list, filtered by status, plan and user.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  FEED_MAX_LIMIT,
  LIST_PAGE_SIZE,
  Subscription,
  SubscriptionStatus,
  Tier,
  UserId,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { pageOf } from './admin-schemas';

export interface SubscriptionsAdminDeps {
  subscriptions: SubscriptionRepository;
  users: UserRepository;
}

const blank = (v: unknown) =>
  typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all') ? undefined : v;

export const SubscriptionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(FEED_MAX_LIMIT).default(LIST_PAGE_SIZE),
  /** A user's e-mail address or id. */
  search: z.preprocess(blank, z.string().trim().max(200).optional()),
  status: z.preprocess(blank, SubscriptionStatus.optional()),
  plan: z.preprocess(blank, Tier.optional()),
  userId: z.preprocess(blank, UserId.optional()),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/subscriptions',
  tags: ['Admin: subscriptions'],
  summary: 'Subscriptions, newest first; filters by status, plan and user (search: the user’s e-mail or id)',
  security: bearer,
  request: { query: SubscriptionListQuery },
  responses: {
    200: json(pageOf(Subscription), 'A page of subscriptions'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

export function subscriptionsAdminRoutes(deps: SubscriptionsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    let userId = q.userId;
    if (q.search !== undefined && userId === undefined) {
      const asId = UserId.safeParse(q.search);
      const user = asId.success
        ? await deps.users.findById(asId.data)
        : await deps.users.findByEmail(q.search);
      if (!user) return c.json({ data: [], count: 0 }, 200);
      userId = user.id;
    }
    const page = await deps.subscriptions.list({
      page: q.page,
      pageSize: q.pageSize,
      ...(q.status ? { status: q.status } : {}),
      ...(q.plan ? { tier: q.plan } : {}),
      ...(userId ? { userId } : {}),
    });
    return c.json(page, 200);
  });
  return app;
}
