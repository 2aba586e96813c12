import { MatchersV3 } from '@pact-foundation/pact';
import { usersAdminApi } from '@edgeboard/ui/src/features/admin/users/users.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from '../harness';

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
});
