// GET /api/admin/analytics: users, subscriptions, revenue month to date and 30-day churn against the previous
// period; page views per day and path.
import {
  computeAnalytics,
  windowStartDay,
  windowStartIso,
  type AnalyticsReport,
  type PageViewRepository,
} from '@edgeboard/domain';
import type { DashboardMetricsDeps } from '../dashboard-metrics/dashboard-metrics';

export interface AnalyticsReportDeps extends Omit<DashboardMetricsDeps, 'subscriptions'> {
  subscriptions: Pick<DashboardMetricsDeps['subscriptions'], 'listAll'>;
  pageViews: Pick<PageViewRepository, 'countsByDayAndPath'>;
}

export async function analyticsReport(deps: AnalyticsReportDeps): Promise<AnalyticsReport> {
  const now = deps.clock.now();
  const [totalUsers, usersCreatedInWindow, subscriptions, plans, pageViews] = await Promise.all([
    deps.users.count(),
    deps.users.countCreatedSince(windowStartIso(now)),
    deps.subscriptions.listAll(),
    deps.plans.list(),
    deps.pageViews.countsByDayAndPath(windowStartDay(now)),
  ]);
  return computeAnalytics({ now, subscriptions, plans, totalUsers, usersCreatedInWindow, pageViews });
}
