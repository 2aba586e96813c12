import { MatchersV3 } from '@pact-foundation/pact';
import { profileApi } from '@edgeboard/ui/src/features/profile/profile.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT } from '../shape';
import { STATE } from '../states';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from './harness';

describe('profile (ui/src/features/profile/profile.api.ts)', () => {
  it("deletes the signed-in user's account", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.disposableUser)
      .uponReceiving('a request to delete the signed-in account')
      .withRequest('DELETE', '/api/me', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ success: MatchersV3.boolean(true) }))
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-in');
        const result = await store.dispatch(profileApi.endpoints.deleteAccount.initiate());
        expect(dataOf(result).success).toBe(true);
      });
  });

  it('answers 401 to a token that is not valid', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request to delete an account with an invalid token')
      .withRequest('DELETE', '/api/me', (b) => b.headers({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}` }))
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_token')))
      .executeTest(async (server) => {
        const store = uiStore(server, 'invalid-token');
        const result = await store.dispatch(profileApi.endpoints.deleteAccount.initiate());
        expect(result.error).toMatchObject({ status: 401 });
      });
  });
});
