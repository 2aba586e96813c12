import { describe, expect, it } from 'vitest';
import { ALL_STAR_THIS_MONTH, metricsWorld } from '../metrics-test-kit';
import { analyticsReport } from './analytics-report';

describe('analyticsReport', () => {
  it('computes the report over the window’s users, every subscription and the page views', async () => {
    const world = metricsWorld(
      ['2025-01-01T00:00:00.000Z', '2025-09-01T00:00:00.000Z'],
      [ALL_STAR_THIS_MONTH],
    );
    const report = await analyticsReport(world);
    expect(report).toMatchObject({
      totalUsers: { value: 2, previous: 1 },
      activeSubscriptions: { value: 1, previous: 0 },
      revenueMonthToDate: { value: 19.99 },
      pageViews: { total: 2, byDayAndPath: [{ day: '2025-09-19', path: '/', count: 2 }] },
    });
  });
});
