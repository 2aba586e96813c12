import { adminHomeApi } from '@edgeboard/ui/src/features/admin/home/admin-home.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';

const metrics = { totalUsers: 12, activeSubscriptions: 4, revenueThisMonth: 39.96, newUsersToday: 1 };
const activity = {
  id: 'activity-1',
  user_id: '00000000-0000-4000-8000-000000000002',
  activity: 'sign_in',
  target: 'password',
  timestamp: '2025-10-07T12:00:00.000Z',
  email: 'casey@example.com',
};

describe('admin home (ui/src/features/admin/home/admin-home.api.ts)', () => {
  it('loads the metrics tiles for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for the dashboard metrics')
      .withRequest('GET', '/api/admin/metrics', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(metrics, { fractional: ['revenueThisMonth'] })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          adminHomeApi.endpoints.adminMetrics.initiate(),
        );
        expect(dataOf(result).totalUsers).toBe(metrics.totalUsers);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the dashboard metrics from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/metrics', (b) => b.headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('forbidden')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          adminHomeApi.endpoints.adminMetrics.initiate(),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  it('loads the recent activity for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for the recent activity')
      .withRequest('GET', '/api/admin/activity', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf([activity])))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          adminHomeApi.endpoints.adminRecentActivity.initiate(),
        );
        expect(dataOf(result)[0]?.activity).toBe(activity.activity);
      });
  });
});
