// The users screen: the list with search, role filter and sort, a role change (never an admin's own), and a
// user's latest subscription and activity.
import {
  AdminSubscriptionView,
  RECENT_ACTIVITY_LIMIT,
  Role,
  UserActivity,
  UserId,
  UserListQuery,
  UserProfile,
  type Subscription,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { sortAdminRows } from '../admin-list-order';
import { apiError, invalid, notFound } from '../api-errors';
import type { DemoWorld } from '../demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { bodyOf, byDesc, contains, idOf, ok, page, pageOf, queryOf } from './admin-http';
import { newestFirst, record, stateOf } from './admin-state';

const RoleChange = z.object({ role: Role });

function latestSubscription(w: DemoWorld, userId: string): Subscription | undefined {
  return w.season.subscriptions
    .filter((s) => s.user_id === userId)
    .sort(
      (a, b) =>
        byDesc(a.created_at, b.created_at) || byDesc(a.updated_at, b.updated_at) || byDesc(a.id, b.id),
    )[0];
}

export const usersHandlers = (at: AdminPath) => [
  http.get(
    at('/users'),
    guarded(({ request, w }) => {
      const q = UserListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const rows = w.users
        .filter((u) => contains(u.email, q.data.search) || contains(u.name, q.data.search))
        .filter((u) => q.data.role === undefined || u.role === q.data.role);
      const sorted = sortAdminRows(rows, q.data, 'created_at', {
        created_at: [(u) => u.created_at],
        email: [(u) => u.email],
        name: [(u) => u.name],
        role: [(u) => u.role],
      });
      return ok(pageOf(UserProfile), page(sorted, q.data));
    }),
  ),
  http.patch(
    at('/users/:id'),
    guarded(async ({ request, params, w, admin }) => {
      const id = UserId.safeParse(idOf(params));
      if (!id.success) return invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
      const body = RoleChange.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const index = w.users.findIndex((u) => u.id === id.data);
      const before = w.users[index];
      if (!before) return notFound('User', id.data);
      const { role } = body.data;
      if (id.data === admin.id && role !== before.role)
        return apiError(409, 'own_role', 'You cannot change your own role.');
      const updated = { ...before, role };
      w.users[index] = updated;
      if (before.role !== role)
        record(w, id.data, 'role_changed', `${before.role} -> ${role} by ${admin.email}`);
      return ok(UserProfile, updated);
    }),
  ),
  http.get(
    at('/users/:id/subscription'),
    guarded(({ params, w }) => {
      const id = UserId.safeParse(idOf(params));
      if (!id.success) return invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
      if (!w.users.some((u) => u.id === id.data)) return notFound('User', id.data);
      const s = latestSubscription(w, id.data);
      return ok(
        AdminSubscriptionView.nullable(),
        s
          ? {
              user_id: s.user_id,
              tier: s.tier,
              status: s.status,
              price_id: s.price_id,
              start_date: s.current_period_start,
              end_date: s.current_period_end,
              created: s.created_at,
            }
          : null,
      );
    }),
  ),
  http.get(
    at('/users/:id/activity'),
    guarded(({ params, w }) => {
      const id = UserId.safeParse(idOf(params));
      if (!id.success) return invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
      if (!w.users.some((u) => u.id === id.data)) return notFound('User', id.data);
      const rows = stateOf(w)
        .activity.filter((a) => a.user_id === id.data)
        .sort(newestFirst)
        .slice(0, RECENT_ACTIVITY_LIMIT);
      return ok(z.array(UserActivity), rows);
    }),
  ),
];
