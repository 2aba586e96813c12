import { analyticsAdminApi } from '@edgeboard/ui/src/features/admin/analytics/analytics.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';

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
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.analytics)
      .uponReceiving('an admin request for the analytics report')
      .withRequest('GET', '/api/admin/analytics', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          // Figures and percentages may be whole or not; the page-view counts are whole.
          .jsonBody(shapeOf(report, { fractional: ['value', 'previous', 'change'] })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analyticsAdminApi.endpoints.adminAnalytics.initiate(),
        );
        expect(dataOf(result).pageViews.total).toBe(report.pageViews.total);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the analytics report from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/analytics', (b) => b.headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analyticsAdminApi.endpoints.adminAnalytics.initiate(),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });
});
