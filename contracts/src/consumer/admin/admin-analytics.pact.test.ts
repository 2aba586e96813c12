import { analyticsAdminApi } from '@edgeboard/ui/src/features/admin/analytics/analytics.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, itRefusesNonAdmins } from '../interaction';

const change = { value: 3, previous: 2, change: 50 };
const report = {
  generatedAt: '2026-11-21T12:00:00.000Z',
  totalUsers: change,
  activeSubscriptions: change,
  revenueMonthToDate: { value: 9.99, previous: 9.99, change: 0 },
  churnRate: { value: 0, previous: 0, change: 0 },
  pageViews: {
    total: 1,
    byDayAndPath: [{ day: '2026-11-21', path: '/dashboard', count: 1 }],
    notCounted: { admin: 0, signIn: 0 },
  },
};

describe('admin analytics (ui/src/features/admin/analytics/analytics.api.ts)', () => {
  it('loads the analytics report for an admin', async () => {
    const loaded = await api('an admin request for the analytics report', STATE.admin, STATE.analytics)
      .get('/api/admin/analytics')
      // Figures and percentages may be whole or not; the page-view counts are whole.
      .answers(200, shapeOf(report, { fractional: ['value', 'previous', 'change'] }))
      .data((ui) => ui.dispatch(analyticsAdminApi.endpoints.adminAnalytics.initiate()));
    expect(loaded.pageViews.total).toBe(report.pageViews.total);
  });

  itRefusesNonAdmins(
    'a request for the analytics report from a subscriber who is not an admin',
    '/api/admin/analytics',
    undefined,
    (ui) => ui.dispatch(analyticsAdminApi.endpoints.adminAnalytics.initiate()),
  );
});
