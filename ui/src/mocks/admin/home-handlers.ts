// The back office home: its tiles, the analytics screen (the server's own figures, the domain's computeAnalytics
// over the demo subscriptions) and the recent activity log.
import {
  AnalyticsReport,
  computeAnalytics,
  windowStartIso,
  revenueMonthToDate,
  ACTIVE_STATUSES,
  DashboardMetrics,
  RECENT_ACTIVITY_LIMIT,
  UserActivity,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import type { DemoWorld } from '../demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { ok, t } from './admin-http';
import { newestFirst, stateOf } from './admin-state';

function analyticsOf(w: DemoWorld, now: Date) {
  const windowStart = Date.parse(windowStartIso(now));
  return computeAnalytics({
    now,
    subscriptions: w.season.subscriptions,
    plans: w.season.plans,
    totalUsers: w.users.length,
    usersCreatedInWindow: w.users.filter((u) => t(u.created_at) >= windowStart).length,
    // The mock records no page views (POST /api/analytics/page-view answers 204 and keeps nothing).
    pageViews: [],
  });
}

function localMidnight(now: Date): Date {
  const d = new Date(now.getTime());
  d.setHours(0, 0, 0, 0);
  return d;
}

export const homeHandlers = (at: AdminPath) => [
  http.get(
    at('/metrics'),
    guarded(({ w }) => {
      const now = new Date();
      const midnight = localMidnight(now).getTime();
      return ok(DashboardMetrics, {
        totalUsers: w.users.length,
        activeSubscriptions: w.season.subscriptions.filter(
          (s) =>
            (ACTIVE_STATUSES as readonly string[]).includes(s.status) &&
            s.tier !== 'free' &&
            t(s.current_period_end) > now.getTime(),
        ).length,
        newUsersToday: w.users.filter((u) => t(u.created_at) >= midnight).length,
        // The analytics screen's month-to-date revenue (issue #20 replaced the spec's constant 0.00).
        revenueThisMonth: revenueMonthToDate(w.season.subscriptions, w.season.plans, now),
      });
    }),
  ),
  http.get(
    at('/analytics'),
    guarded(({ w }) => ok(AnalyticsReport, analyticsOf(w, new Date()))),
  ),
  http.get(
    at('/activity'),
    guarded(({ w }) =>
      ok(
        z.array(UserActivity),
        stateOf(w).activity.slice().sort(newestFirst).slice(0, RECENT_ACTIVITY_LIMIT),
      ),
    ),
  ),
];
