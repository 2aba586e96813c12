// Admin home tiles and the analytics screen.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  AnalyticsReport,
  computeAnalytics,
  DashboardMetrics,
  revenueMonthToDate,
  windowStartDay,
  windowStartIso,
  type Clock,
  type PageViewRepository,
  type PlanRepository,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';

/** Midnight of the server's local day (the admin home's "new users today"). */
function localMidnight(now: Date): Date {
  const d = new Date(now.getTime());
  d.setHours(0, 0, 0, 0);
  return d;
}

export interface MetricsAdminDeps {
  clock: Clock;
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  plans: PlanRepository;
  pageViews: PageViewRepository;
}

export const AnalyticsReportSchema = AnalyticsReport;

const metricsRoute = createRoute({
  method: 'get',
  path: '/api/admin/metrics',
  tags: ['Admin'],
  summary:
    'Admin home tiles: users, current subscriptions, revenue this month (month to date, the analytics figure), new users since local midnight',
  security: bearer,
  responses: { 200: json(DashboardMetrics, 'The tiles'), 401: errors[401], 403: errors[403] },
});

const analyticsRoute = createRoute({
  method: 'get',
  path: '/api/admin/analytics',
  tags: ['Admin'],
  summary:
    'Users, subscriptions, revenue month to date and 30-day churn against the previous period; page views per day and path',
  security: bearer,
  responses: { 200: json(AnalyticsReportSchema, 'The figures'), 401: errors[401], 403: errors[403] },
});

export function metricsAdminRoutes(deps: MetricsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(metricsRoute, async (c) => {
    const now = deps.clock.now();
    const [totalUsers, activeSubscriptions, newUsersToday, subscriptions, plans] = await Promise.all([
      deps.users.count(),
      deps.subscriptions.countActive(now.toISOString()),
      deps.users.countCreatedSince(localMidnight(now).toISOString()),
      deps.subscriptions.listAll(),
      deps.plans.list(),
    ]);
    return c.json(
      {
        totalUsers,
        activeSubscriptions,
        newUsersToday,
        // Issue #20 replaced the spec's constant 0.00 (it read as real revenue beside Analytics' figure): the
        // tile shows the analytics screen's month-to-date revenue, from the same rule.
        revenueThisMonth: revenueMonthToDate(subscriptions, plans, now),
      },
      200,
    );
  });
  app.openapi(analyticsRoute, async (c) => {
    const now = deps.clock.now();
    const [totalUsers, usersCreatedInWindow, subscriptions, plans, pageViews] = await Promise.all([
      deps.users.count(),
      deps.users.countCreatedSince(windowStartIso(now)),
      deps.subscriptions.listAll(),
      deps.plans.list(),
      deps.pageViews.countsByDayAndPath(windowStartDay(now)),
    ]);
    return c.json(
      computeAnalytics({ now, subscriptions, plans, totalUsers, usersCreatedInWindow, pageViews }),
      200,
    );
  });
  return app;
}
