// Back-office subscriptions list: each row with its user's name and e-mail; filters by status, plan and user.
import { OpenAPIHono } from '@hono/zod-openapi';
import { listSubscriptions } from '@edgeboard/application/admin/subscriptions/list-subscriptions/list-subscriptions';
import {
  AdminSubscriptionRow,
  pageOf,
  SubscriptionListQuery,
  type SubscriptionRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { adminGroup, ok } from '../../http/route-group';

export interface SubscriptionsAdminDeps {
  subscriptions: SubscriptionRepository;
}

const listRoute = adminGroup('subscriptions', '/api/admin/subscriptions').get(
  '',
  'Subscriptions with their user’s name and e-mail, newest first unless sortBy (created_at, user_email, user_name, tier, status, current_period_end) and sortOrder say otherwise; filters by status, plan and user; search is a case-insensitive partial match on the user’s e-mail or name, or the user’s id',
  { query: SubscriptionListQuery },
  ok(pageOf(AdminSubscriptionRow), 'A page of subscriptions'),
  400,
);

export function subscriptionsAdminRoutes(deps: SubscriptionsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => c.json(await listSubscriptions(deps, c.req.valid('query')), 200));
  return app;
}
