import { MatchersV3 } from '@pact-foundation/pact';
import { SUBSCRIPTION_STATUSES, TIERS } from '@edgeboard/domain';
import { usersAdminApi } from '@edgeboard/ui/src/features/admin/users/users.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from '../harness';
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

describe('admin users (ui/src/features/admin/users/users.api.ts)', () => {
  it('lists users for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for a page of users')
      .withRequest('GET', '/api/admin/users', (b) => b.query({ page: '1', pageSize: '20' }).headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf({ data: [user], count: 1 })))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          usersAdminApi.endpoints.adminUsers.initiate(page),
        );
        expect(dataOf(result).data[0]?.id).toBe(USER_ID);
      });
  });

  it('answers 401 to a token that is not valid', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for a page of users with an invalid token')
      .withRequest('GET', '/api/admin/users', (b) =>
        b.query({ page: '1', pageSize: '20' }).headers({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}` }),
      )
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_token')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'invalid-token').dispatch(
          usersAdminApi.endpoints.adminUsers.initiate(page),
        );
        expect(result.error).toMatchObject({ status: 401 });
      });
  });

  it("loads a user's activity for an admin", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving("an admin request for the admin's own activity")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/admin/users/${userId}/activity',
          `/api/admin/users/${USER_ID}/activity`,
        ),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf([activity])))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          usersAdminApi.endpoints.adminUserActivity.initiate(USER_ID),
        );
        expect(dataOf(result)[0]?.activity).toBe(activity.activity);
      });
  });

  it("changes another user's role", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.subscriber)
      .uponReceiving("an admin request to change another user's role")
      .withRequest(
        'PATCH',
        MatchersV3.fromProviderState('/api/admin/users/${subscriberId}', `/api/admin/users/${OTHER_USER_ID}`),
        (b) => b.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody({ role: 'user' }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(userProfileShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          usersAdminApi.endpoints.changeUserRole.initiate({ id: OTHER_USER_ID, role: 'user' }),
        );
        expect(dataOf(result).role).toBe(userProfile.role);
      });
  });

  it('answers 409 to an admin changing their own role', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving("an admin request to change the admin's own role")
      .withRequest(
        'PATCH',
        MatchersV3.fromProviderState('/api/admin/users/${userId}', `/api/admin/users/${USER_ID}`),
        (b) => b.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody({ role: 'free' }),
      )
      .willRespondWith(409, (b) =>
        b.headers(JSON_CONTENT).jsonBody(apiErrorShape('own_role', 'You cannot change your own role.')),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          usersAdminApi.endpoints.changeUserRole.initiate({ id: USER_ID, role: 'free' }),
        );
        // The user panel shows the server's message as is.
        expect(result.error).toMatchObject({ status: 409, message: 'You cannot change your own role.' });
      });
  });

  it('answers 403 to a role change from a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.subscriber)
      .uponReceiving('a role change from a subscriber who is not an admin')
      .withRequest(
        'PATCH',
        MatchersV3.fromProviderState('/api/admin/users/${subscriberId}', `/api/admin/users/${OTHER_USER_ID}`),
        (b) => b.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody({ role: 'admin' }),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          usersAdminApi.endpoints.changeUserRole.initiate({ id: OTHER_USER_ID, role: 'admin' }),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

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
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.subscriber)
      .uponReceiving("an admin request for a user's latest subscription")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/admin/users/${subscriberId}/subscription',
          `/api/admin/users/${OTHER_USER_ID}/subscription`,
        ),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(view)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          usersAdminApi.endpoints.adminUserSubscription.initiate(OTHER_USER_ID),
        );
        expect(dataOf(result)?.user_id).toBe(OTHER_USER_ID);
      });
  });
});
