import { SUBSCRIPTION_STATUSES, TIERS } from '@edgeboard/domain';
import { usersAdminApi } from '@edgeboard/ui/src/features/admin/users/users.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, fromState, signedIn } from '../interaction';
import { OTHER_USER_ID, subscription, userProfile, userProfileShape } from './admin-examples';

const USER_ID = '00000000-0000-4000-8000-000000000002';
const user = {
  id: USER_ID,
  name: 'Casey',
  email: 'casey@example.com',
  role: oneOf(['admin', 'user', 'free'], 'admin'),
  created_at: '2025-10-07T12:00:00.000Z',
};
const activity = {
  id: 'activity-1',
  user_id: USER_ID,
  activity: 'sign_in',
  target: 'password',
  timestamp: '2025-10-07T12:00:00.000Z',
};
const page = { page: 1, pageSize: 20 };

/** The admin's own account (the state's userId) or the other user's (subscriberId). */
const ownPath = (suffix = '') => fromState(`/api/admin/users/\${userId}${suffix}`, { userId: USER_ID });
const otherPath = (suffix = '') =>
  fromState(`/api/admin/users/\${subscriberId}${suffix}`, { subscriberId: OTHER_USER_ID });

describe('admin users (ui/src/features/admin/users/users.api.ts)', () => {
  it('lists users for an admin', async () => {
    const { data } = await api('an admin request for a page of users', STATE.admin)
      .get('/api/admin/users', { page: '1', pageSize: '20' })
      .answers(200, shapeOf({ data: [user], count: 1 }))
      .data((ui) => ui.dispatch(usersAdminApi.endpoints.adminUsers.initiate(page)));
    expect(data[0]?.id).toBe(USER_ID);
  });

  it('answers 401 to a token that is not valid', () =>
    api('a request for a page of users with an invalid token')
      .get('/api/admin/users', { page: '1', pageSize: '20' })
      .invalidToken()
      .refuses((ui) => ui.dispatch(usersAdminApi.endpoints.adminUsers.initiate(page))));

  it("loads a user's activity for an admin", async () => {
    const recent = await api("an admin request for the admin's own activity", STATE.admin)
      .get(ownPath('/activity'))
      .answers(200, shapeOf([activity]))
      .data((ui) => ui.dispatch(usersAdminApi.endpoints.adminUserActivity.initiate(USER_ID)));
    expect(recent[0]?.activity).toBe(activity.activity);
  });

  it("changes another user's role", async () => {
    const changed = await api("an admin request to change another user's role", STATE.admin, STATE.subscriber)
      .patch(otherPath(), { role: 'user' })
      .answers(200, userProfileShape())
      .data((ui) =>
        ui.dispatch(usersAdminApi.endpoints.changeUserRole.initiate({ id: OTHER_USER_ID, role: 'user' })),
      );
    expect(changed.role).toBe(userProfile.role);
  });

  it('answers 409 to an admin changing their own role', async () => {
    const error = await api("an admin request to change the admin's own role", STATE.admin)
      .patch(ownPath(), { role: 'free' })
      .fails(409, 'own_role', 'You cannot change your own role.')
      .refuses((ui) =>
        ui.dispatch(usersAdminApi.endpoints.changeUserRole.initiate({ id: USER_ID, role: 'free' })),
      );
    // The user panel shows the server's message as is.
    expect(error).toMatchObject({ message: 'You cannot change your own role.' });
  });

  it('answers 403 to a role change from a user who is not an admin', () =>
    api('a role change from a subscriber who is not an admin', signedIn('all-star'), STATE.subscriber)
      .patch(otherPath(), { role: 'admin' })
      .forbidden('admin_only')
      .refuses((ui) =>
        ui.dispatch(usersAdminApi.endpoints.changeUserRole.initiate({ id: OTHER_USER_ID, role: 'admin' })),
      ));

  it("loads a user's latest subscription", async () => {
    const view = {
      user_id: subscription.user_id,
      tier: oneOf(TIERS, subscription.tier),
      status: oneOf(SUBSCRIPTION_STATUSES, subscription.status),
      price_id: null,
      start_date: subscription.current_period_start,
      end_date: subscription.current_period_end,
      created: subscription.created_at,
    };
    const latest = await api(
      "an admin request for a user's latest subscription",
      STATE.admin,
      STATE.subscriber,
    )
      .get(otherPath('/subscription'))
      .answers(200, shapeOf(view))
      .data((ui) => ui.dispatch(usersAdminApi.endpoints.adminUserSubscription.initiate(OTHER_USER_ID)));
    expect(latest?.user_id).toBe(OTHER_USER_ID);
  });
});
