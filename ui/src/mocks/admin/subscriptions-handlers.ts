// The subscriptions screen: each subscription with its user, filtered, searched and sorted as the server does.
import { AdminSubscriptionRow, SubscriptionListQuery } from '@edgeboard/domain';
import { http } from 'msw';
import { sortAdminRows } from '../admin-list-order';
import { invalid } from '../api-errors';
import { guarded, type AdminPath } from './admin-guard';
import { contains, ok, page, pageOf, queryOf } from './admin-http';

export const subscriptionsHandlers = (at: AdminPath) => [
  http.get(
    at('/subscriptions'),
    guarded(({ request, w }) => {
      const q = SubscriptionListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const { search, status, plan, userId } = q.data;
      const users = new Map(w.users.map((u) => [u.id, u]));
      // A subscription goes with its user (ON DELETE CASCADE): the server's inner join.
      const rows = w.season.subscriptions.flatMap((s) => {
        const user = users.get(s.user_id);
        return user ? [{ ...s, user_name: user.name, user_email: user.email }] : [];
      });
      const hits = rows
        .filter((s) => status === undefined || s.status === status)
        .filter((s) => plan === undefined || s.tier === plan)
        .filter((s) => userId === undefined || s.user_id === userId)
        .filter(
          (s) =>
            search === undefined ||
            contains(s.user_email, search) ||
            contains(s.user_name, search) ||
            s.user_id === search,
        );
      const sorted = sortAdminRows(hits, q.data, 'created_at', {
        created_at: [(s) => s.created_at],
        user_email: [(s) => s.user_email],
        user_name: [(s) => s.user_name],
        tier: [(s) => s.tier],
        status: [(s) => s.status],
        current_period_end: [(s) => s.current_period_end],
      });
      return ok(pageOf(AdminSubscriptionRow), page(sorted, q.data));
    }),
  ),
];
