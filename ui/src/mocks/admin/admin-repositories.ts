// The back office's repositories over this page load's demo world, for the use cases the admin mock calls
// (application/src/admin/**). Users and subscriptions are the world's own arrays, written in place, so a role
// change shows on the subscriber screens too; the activity log, article bodies and settings are the in-memory
// repositories of application/src/in-memory over the admin state beside the world. Users and subscriptions
// are answered here because their in-memory repositories (another area's) do not cover the admin lists yet:
// these implement the SQL repositories' filters and order, not any rule of the use cases.
import {
  ACTIVE_STATUSES,
  type Subscription,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';
import { contains, pageOfRows, sortAdminRows } from '@edgeboard/application/in-memory/admin-list-order';
import { InMemorySettingsRepository } from '@edgeboard/application/in-memory/settings-repository';
import type { DemoWorld } from '@/mocks/demo-world';
import { activityOf } from './admin-state';

const byDesc = (a: string, b: string) => b.localeCompare(a);

type AdminUsers = Pick<UserRepository, 'findById' | 'list' | 'updateRole' | 'count' | 'countCreatedSince'>;

function usersOf(w: DemoWorld): AdminUsers {
  return {
    findById: (id) => Promise.resolve(w.users.find((u) => u.id === id) ?? null),
    list: (q) => {
      const rows = w.users
        .filter((u) => contains(u.email, q.search) || contains(u.name, q.search))
        .filter((u) => q.role === undefined || u.role === q.role);
      const sorted = sortAdminRows(rows, q, 'created_at', {
        created_at: [(u) => u.created_at],
        email: [(u) => u.email],
        name: [(u) => u.name],
        role: [(u) => u.role],
      });
      return Promise.resolve(pageOfRows(sorted, q));
    },
    updateRole: (id, role) => {
      const index = w.users.findIndex((u) => u.id === id);
      const user = w.users[index];
      if (!user) return Promise.resolve(null);
      w.users[index] = { ...user, role };
      return Promise.resolve(w.users[index]);
    },
    count: () => Promise.resolve(w.users.length),
    countCreatedSince: (since) =>
      Promise.resolve(w.users.filter((u) => Date.parse(u.created_at) >= Date.parse(since)).length),
  };
}

type AdminSubscriptions = Pick<SubscriptionRepository, 'latestForUser' | 'list' | 'listAll' | 'countActive'>;

function subscriptionsOf(w: DemoWorld): AdminSubscriptions {
  const all = (): Subscription[] => w.season.subscriptions;
  return {
    latestForUser: (userId) =>
      Promise.resolve(
        all()
          .filter((s) => s.user_id === userId)
          .sort(
            (a, b) =>
              byDesc(a.created_at, b.created_at) || byDesc(a.updated_at, b.updated_at) || byDesc(a.id, b.id),
          )[0] ?? null,
      ),
    list: (q) => {
      const users = new Map(w.users.map((u) => [u.id, u]));
      // A subscription goes with its user (ON DELETE CASCADE): the server's inner join.
      const rows = all().flatMap((s) => {
        const user = users.get(s.user_id);
        return user ? [{ ...s, user_name: user.name, user_email: user.email }] : [];
      });
      const hits = rows
        .filter((s) => q.status === undefined || s.status === q.status)
        .filter((s) => q.tier === undefined || s.tier === q.tier)
        .filter((s) => q.userId === undefined || s.user_id === q.userId)
        .filter(
          (s) =>
            q.search === undefined ||
            contains(s.user_email, q.search) ||
            contains(s.user_name, q.search) ||
            s.user_id === q.search,
        );
      const sorted = sortAdminRows(hits, q, 'created_at', {
        created_at: [(s) => s.created_at],
        user_email: [(s) => s.user_email],
        user_name: [(s) => s.user_name],
        tier: [(s) => s.tier],
        status: [(s) => s.status],
        current_period_end: [(s) => s.current_period_end],
      });
      return Promise.resolve(pageOfRows(sorted, q));
    },
    listAll: () =>
      Promise.resolve(
        [...all()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)),
      ),
    countActive: (at) =>
      Promise.resolve(
        all().filter(
          (s) =>
            (ACTIVE_STATUSES as readonly string[]).includes(s.status) &&
            s.tier !== 'free' &&
            Date.parse(s.current_period_end) > Date.parse(at),
        ).length,
      ),
  };
}

/** The repositories of the back office's people side over `w`, fresh per request (they hold no state). */
export function adminRepositories(w: DemoWorld) {
  return {
    users: usersOf(w),
    subscriptions: subscriptionsOf(w),
    activity: activityOf(w),
    settings: new InMemorySettingsRepository(w.season),
    plans: { list: () => Promise.resolve(w.season.plans) },
  };
}
