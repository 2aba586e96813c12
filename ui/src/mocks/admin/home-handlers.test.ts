// @vitest-environment node
import { AnalyticsReport, DashboardMetrics } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from '@/mocks/demo-world';
import { call, json, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: home tiles and analytics', () => {
  it('answers the metrics and analytics', async () => {
    const metrics = await json(DashboardMetrics, await call('/metrics'));
    expect(metrics.totalUsers).toBe(demoWorld().users.length);
    const report = await json(AnalyticsReport, await call('/analytics'));
    // One figure for the home tile and Analytics (issue #20 item 12).
    expect(metrics.revenueThisMonth).toBe(report.revenueMonthToDate.value);
    expect(report.totalUsers.value).toBe(metrics.totalUsers);
    expect(report.activeSubscriptions.value).toBe(metrics.activeSubscriptions);
  });
});
