// Back-office users: list and search, role changes (recorded in user_activity), a user's latest subscription
// and recent activity. The rules are the use cases' in application/src/admin/users/.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { changeUserRole } from '@edgeboard/application/admin/users/change-user-role/change-user-role';
import { listUsers } from '@edgeboard/application/admin/users/list-users/list-users';
import { recentActivity } from '@edgeboard/application/admin/users/recent-activity/recent-activity';
import { userActivity } from '@edgeboard/application/admin/users/user-activity/user-activity';
import { userSubscription } from '@edgeboard/application/admin/users/user-subscription/user-subscription';
import {
  AdminSubscriptionView,
  pageOf,
  RecentActivity,
  RecentActivityQuery,
  Role,
  UserActivity,
  UserListQuery,
  UserProfile,
  type ActivityRepository,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { json } from '../../http/openapi';
import { adminGroup, jsonBody, ok } from '../../http/route-group';
import { requireAdmin } from './admin-guard';
import { UserIdParam } from './admin-schemas';

export interface UsersAdminDeps {
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  activity: ActivityRepository;
}

export const RoleChange = z.object({ role: Role });

const admin = adminGroup('users', '/api/admin');
const SelfRoleChange = json(
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
  'Admins cannot change their own role',
);

const listRoute = admin.get(
  '/users',
  'Users, newest first unless sortBy (created_at, email, name, role) and sortOrder say otherwise; search is a case-insensitive partial match on e-mail or name',
  { query: UserListQuery },
  ok(pageOf(UserProfile), 'A page of users'),
  400,
);
const patchRoute = admin.patch(
  '/users/{id}',
  'Change a user’s role',
  { params: UserIdParam, body: jsonBody(RoleChange) },
  { ...ok(UserProfile, 'The updated user'), 409: SelfRoleChange },
  400,
  404,
);
const subscriptionRoute = admin.get(
  '/users/{id}/subscription',
  'The user’s most recently created subscription (null when none)',
  { params: UserIdParam },
  ok(AdminSubscriptionView.nullable(), 'Latest subscription'),
  400,
  404,
);
const activityRoute = admin.get(
  '/users/{id}/activity',
  'The user’s 10 most recent activity rows, newest first',
  { params: UserIdParam },
  ok(z.array(UserActivity), 'Recent activity'),
  400,
  404,
);
const recentRoute = admin.get(
  '/activity',
  'The 10 most recent activity rows across all users with the user’s e-mail: business events first (newest first), then sign-ins to fill the 10 unless signIns=false',
  { query: RecentActivityQuery },
  ok(z.array(RecentActivity), 'Recent activity'),
  400,
);

export function usersAdminRoutes(deps: UsersAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => c.json(await listUsers(deps, c.req.valid('query')), 200));
  app.openapi(patchRoute, async (c) => {
    const admin = requireAdmin(c);
    const input = { userId: c.req.valid('param').id, role: c.req.valid('json').role };
    return c.json(await changeUserRole(deps, { id: admin.userId, email: admin.email }, input), 200);
  });
  app.openapi(subscriptionRoute, async (c) =>
    c.json(await userSubscription(deps, c.req.valid('param').id), 200),
  );
  app.openapi(recentRoute, async (c) => c.json(await recentActivity(deps, c.req.valid('query')), 200));
  app.openapi(activityRoute, async (c) => c.json(await userActivity(deps, c.req.valid('param').id), 200));
  return app;
}
