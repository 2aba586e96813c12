// The back office home: its tiles, the analytics screen and the recent activity log, each answered by the
// API's use case (application/src/admin/metrics, .../users/recent-activity) over the demo world.
import { analyticsReport } from '@edgeboard/application/admin/metrics/analytics-report/analytics-report';
import { dashboardMetrics } from '@edgeboard/application/admin/metrics/dashboard-metrics/dashboard-metrics';
import { recentActivity } from '@edgeboard/application/admin/users/recent-activity/recent-activity';
import { AnalyticsReport, DashboardMetrics, RecentActivity } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { guarded, type AdminPath } from './admin-guard';
import { answer } from './admin-http';
import { adminRepositories } from './admin-repositories';
import { mockClock } from './admin-state';

/** The mock records no page views (POST /api/analytics/page-view answers 204 and keeps nothing). */
const noPageViews = { countsByDayAndPath: () => Promise.resolve([]) };

export const homeHandlers = (at: AdminPath) => [
  http.get(
    at('/metrics'),
    guarded(({ w }) =>
      answer(DashboardMetrics, () => dashboardMetrics({ ...adminRepositories(w), clock: mockClock })),
    ),
  ),
  http.get(
    at('/analytics'),
    guarded(({ w }) =>
      answer(AnalyticsReport, () =>
        analyticsReport({ ...adminRepositories(w), clock: mockClock, pageViews: noPageViews }),
      ),
    ),
  ),
  http.get(
    at('/activity'),
    guarded(({ w, request }) =>
      answer(z.array(RecentActivity), () =>
        recentActivity(adminRepositories(w), {
          signIns: new URL(request.url).searchParams.get('signIns') !== 'false',
        }),
      ),
    ),
  ),
];
