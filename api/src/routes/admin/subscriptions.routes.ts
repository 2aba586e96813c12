// Back-office subscriptions list: each row with its user's name and e-mail; filters by status, plan and user.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { AdminSubscriptionRow, SubscriptionListQuery, type SubscriptionRepository } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { pageOf } from './admin-schemas';

export interface SubscriptionsAdminDeps {
  subscriptions: SubscriptionRepository;
}

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/subscriptions',
  tags: ['Admin: subscriptions'],
  summary:
    'Subscriptions with their user’s name and e-mail, newest first unless sortBy (created_at, user_email, user_name, tier, status, current_period_end) and sortOrder say otherwise; filters by status, plan and user; search is a case-insensitive partial match on the user’s e-mail or name, or the user’s id',
  security: bearer,
  request: { query: SubscriptionListQuery },
  responses: {
    200: json(pageOf(AdminSubscriptionRow), 'A page of subscriptions'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

export function subscriptionsAdminRoutes(deps: SubscriptionsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const page = await deps.subscriptions.list({
      page: q.page,
      pageSize: q.pageSize,
      ...(q.status ? { status: q.status } : {}),
      ...(q.plan ? { tier: q.plan } : {}),
      ...(q.userId ? { userId: q.userId } : {}),
      ...(q.search ? { search: q.search } : {}),
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
    });
    return c.json(page, 200);
  });
  return app;
}
