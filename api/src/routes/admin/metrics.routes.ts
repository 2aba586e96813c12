// Admin home tiles and the analytics screen.
import { OpenAPIHono } from '@hono/zod-openapi';
import { analyticsReport } from '@edgeboard/application/admin/metrics/analytics-report/analytics-report';
import { dashboardMetrics } from '@edgeboard/application/admin/metrics/dashboard-metrics/dashboard-metrics';
import {
  AnalyticsReport,
  DashboardMetrics,
  type Clock,
  type PageViewRepository,
  type PlanRepository,
  type SubscriptionRepository,
  type UserRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { routeGroup } from '../../http/route-group';

export interface MetricsAdminDeps {
  clock: Clock;
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  plans: PlanRepository;
  pageViews: PageViewRepository;
}

const admin = routeGroup(['Admin'], { bearer: true, errors: [401, 403], prefix: '/api/admin' });

const metricsRoute = admin.read(
  '/metrics',
  'Admin home tiles: users, current subscriptions, revenue this month (month to date, the analytics figure), new users since local midnight',
  DashboardMetrics,
  'The tiles',
);
const analyticsRoute = admin.read(
  '/analytics',
  'Users, subscriptions, revenue month to date and 30-day churn against the previous period; page views per day and path',
  AnalyticsReport,
  'The figures',
);

export function metricsAdminRoutes(deps: MetricsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(metricsRoute, async (c) => c.json(await dashboardMetrics(deps), 200));
  app.openapi(analyticsRoute, async (c) => c.json(await analyticsReport(deps), 200));
  return app;
}
