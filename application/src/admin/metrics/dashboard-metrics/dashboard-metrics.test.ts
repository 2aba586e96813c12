import { describe, expect, it } from 'vitest';
import { ALL_STAR_THIS_MONTH, metricsWorld, NOW } from '../metrics-test-kit';
import { analyticsReport } from '../analytics-report/analytics-report';
import { dashboardMetrics, localMidnight } from './dashboard-metrics';

describe('dashboardMetrics', () => {
  it('counts users, today’s sign-ups and active subscriptions; revenue is analytics’ month to date', async () => {
    const justNow = new Date(NOW.getTime() - 60_000).toISOString();
    const world = metricsWorld(
      ['2025-01-01T00:00:00.000Z', '2025-09-01T00:00:00.000Z', justNow],
      [ALL_STAR_THIS_MONTH],
    );
    const tiles = await dashboardMetrics(world);
    expect(tiles).toEqual({
      totalUsers: 3,
      activeSubscriptions: 1,
      newUsersToday: 1,
      revenueThisMonth: 19.99,
    });
    // One figure for the home tile and Analytics (issue #20 item 12).
    expect((await analyticsReport(world)).revenueMonthToDate.value).toBe(tiles.revenueThisMonth);
  });

  it('takes "today" from the local midnight before now', () => {
    const midnight = localMidnight(NOW);
    expect(midnight.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - midnight.getTime()).toBeLessThan(24 * 3_600_000);
    expect([midnight.getHours(), midnight.getMinutes(), midnight.getSeconds()]).toEqual([0, 0, 0]);
  });
});
