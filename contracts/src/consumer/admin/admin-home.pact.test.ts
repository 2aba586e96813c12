import { adminHomeApi } from '@edgeboard/ui/src/features/admin/home/admin-home.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, signedIn } from '../interaction';

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
    const tiles = await api('an admin request for the dashboard metrics', STATE.admin)
      .get('/api/admin/metrics')
      .answers(200, shapeOf(metrics, { fractional: ['revenueThisMonth'] }))
      .data((ui) => ui.dispatch(adminHomeApi.endpoints.adminMetrics.initiate()));
    expect(tiles.totalUsers).toBe(metrics.totalUsers);
  });

  it('answers 403 to a user who is not an admin', () =>
    api('a request for the dashboard metrics from a subscriber who is not an admin', signedIn('all-star'))
      .get('/api/admin/metrics')
      .forbidden('forbidden')
      .refuses((ui) => ui.dispatch(adminHomeApi.endpoints.adminMetrics.initiate())));

  it('loads the recent activity for an admin', async () => {
    const recent = await api('an admin request for the recent activity', STATE.admin)
      .get('/api/admin/activity')
      .answers(200, shapeOf([activity]))
      .data((ui) => ui.dispatch(adminHomeApi.endpoints.adminRecentActivity.initiate()));
    expect(recent[0]?.activity).toBe(activity.activity);
  });
});
