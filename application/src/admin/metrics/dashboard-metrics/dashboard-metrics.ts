// GET /api/admin/metrics: the admin home's tiles.
import {
  revenueMonthToDate,
  type Clock,
  type DashboardMetrics,
  type Plan,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';

export interface DashboardMetricsDeps {
  clock: Clock;
  users: Pick<UserRepository, 'count' | 'countCreatedSince'>;
  subscriptions: Pick<SubscriptionRepository, 'countActive' | 'listAll'>;
  /** The plans' prices (a PlanRepository, or the mock's catalogue). */
  plans: { list(): Promise<readonly Plan[]> };
}

/** Midnight of the local day where this runs (the admin home's "new users today"). */
export function localMidnight(now: Date): Date {
  const d = new Date(now.getTime());
  d.setHours(0, 0, 0, 0);
  return d;
}

export async function dashboardMetrics(deps: DashboardMetricsDeps): Promise<DashboardMetrics> {
  const now = deps.clock.now();
  const [totalUsers, activeSubscriptions, newUsersToday, subscriptions, plans] = await Promise.all([
    deps.users.count(),
    deps.subscriptions.countActive(now.toISOString()),
    deps.users.countCreatedSince(localMidnight(now).toISOString()),
    deps.subscriptions.listAll(),
    deps.plans.list(),
  ]);
  return {
    totalUsers,
    activeSubscriptions,
    newUsersToday,
    // Issue #20 replaced the spec's constant 0.00 (it read as real revenue beside Analytics' figure): the
    // tile shows the analytics screen's month-to-date revenue, from the same rule.
    revenueThisMonth: revenueMonthToDate(subscriptions, plans, now),
  };
}
