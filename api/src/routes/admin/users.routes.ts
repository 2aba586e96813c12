// Back-office users: list and search, role changes (recorded in user_activity), a user's latest subscription
// and recent activity.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AdminSubscriptionView,
  ConflictError,
  NotFoundError,
  RECENT_ACTIVITY_LIMIT,
  RecentActivity,
  Role,
  UserActivity,
  UserListQuery,
  UserProfile,
  type ActivityRepository,
  type Subscription,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireAdmin } from './admin-guard';
import { pageOf, UserIdParam } from './admin-schemas';

export interface UsersAdminDeps {
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  activity: ActivityRepository;
}

export const RoleChange = z.object({ role: Role });

const adminErrors = { 401: errors[401], 403: errors[403] };

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['Admin: users'],
  summary:
    'Users, newest first unless sortBy (created_at, email, name, role) and sortOrder say otherwise; search is a case-insensitive partial match on e-mail or name',
  security: bearer,
  request: { query: UserListQuery },
  responses: { 200: json(pageOf(UserProfile), 'A page of users'), 400: errors[400], ...adminErrors },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/admin/users/{id}',
  tags: ['Admin: users'],
  summary: 'Change a user’s role',
  security: bearer,
  request: {
    params: UserIdParam,
    body: { required: true, content: { 'application/json': { schema: RoleChange } } },
  },
  responses: {
    200: json(UserProfile, 'The updated user'),
    400: errors[400],
    ...adminErrors,
    404: errors[404],
    409: json(
      z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
      'Admins cannot change their own role',
    ),
  },
});

const subscriptionRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}/subscription',
  tags: ['Admin: users'],
  summary: 'The user’s most recently created subscription (null when none)',
  security: bearer,
  request: { params: UserIdParam },
  responses: {
    200: json(AdminSubscriptionView.nullable(), 'Latest subscription'),
    400: errors[400],
    ...adminErrors,
    404: errors[404],
  },
});

const activityRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}/activity',
  tags: ['Admin: users'],
  summary: 'The user’s 10 most recent activity rows, newest first',
  security: bearer,
  request: { params: UserIdParam },
  responses: {
    200: json(z.array(UserActivity), 'Recent activity'),
    400: errors[400],
    ...adminErrors,
    404: errors[404],
  },
});

const recentRoute = createRoute({
  method: 'get',
  path: '/api/admin/activity',
  tags: ['Admin: users'],
  summary: 'The 10 most recent activity rows across all users, newest first, with the user’s e-mail',
  security: bearer,
  responses: { 200: json(z.array(RecentActivity), 'Recent activity'), ...adminErrors },
});

export const toAdminSubscriptionView = (s: Subscription): AdminSubscriptionView => ({
  user_id: s.user_id,
  tier: s.tier,
  status: s.status,
  price_id: s.price_id,
  start_date: s.current_period_start,
  end_date: s.current_period_end,
  created: s.created_at,
});

export function usersAdminRoutes(deps: UsersAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const existing = async (id: string) => {
    const user = await deps.users.findById(id);
    if (!user) throw new NotFoundError('User', id);
    return user;
  };

  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await deps.users.list(q), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const before = await existing(id);
    // The last word on admin rights should not be lost by a slip of one's own mouse.
    if (id === admin.userId && role !== before.role)
      throw new ConflictError('You cannot change your own role.', 'own_role');
    const updated = await deps.users.updateRole(id, role);
    if (!updated) throw new NotFoundError('User', id);
    if (before.role !== role) {
      await deps.activity.add({
        user_id: id,
        activity: 'role_changed',
        target: `${before.role} -> ${role} by ${admin.email}`,
      });
    }
    return c.json(updated, 200);
  });

  app.openapi(subscriptionRoute, async (c) => {
    const { id } = c.req.valid('param');
    await existing(id);
    const latest = await deps.subscriptions.latestForUser(id);
    return c.json(latest ? toAdminSubscriptionView(latest) : null, 200);
  });

  app.openapi(recentRoute, async (c) => {
    const rows = await deps.activity.recent(RECENT_ACTIVITY_LIMIT);
    const ids = [...new Set(rows.map((r) => r.user_id))];
    const users = await Promise.all(ids.map((id) => deps.users.findById(id)));
    const email = new Map(users.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
    return c.json(
      rows.map((r) => ({ ...r, email: email.get(r.user_id) ?? null })),
      200,
    );
  });

  app.openapi(activityRoute, async (c) => {
    const { id } = c.req.valid('param');
    await existing(id);
    return c.json(await deps.activity.recentForUser(id, RECENT_ACTIVITY_LIMIT), 200);
  });
  return app;
}
