import { meApi } from '@edgeboard/ui/src/lib/gating/me.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { freeUserMe } from './examples';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from './harness';

const me = freeUserMe('00000000-0000-4000-8000-000000000002', 'casey@example.com');

describe('me (ui/src/lib/gating/me.api.ts)', () => {
  it("loads the signed-in user's profile and subscription", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .uponReceiving('a request for the signed-in free user')
      .withRequest('GET', '/api/me', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(
          shapeOf({
            ...me,
            profile: { ...me.profile, role: oneOf(['admin', 'user', 'free'], 'free') },
            subscription: {
              ...me.subscription,
              tier: oneOf(['free', 'scout', 'starting', 'all-star'], 'free'),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(meApi.endpoints.me.initiate());
        expect(dataOf(result).subscription.tier).toBe('free');
      });
  });

  it('answers 401 to a token that is not valid', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for the signed-in user with an invalid token')
      .withRequest('GET', '/api/me', (b) => b.headers({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}` }))
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_token')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'invalid-token').dispatch(meApi.endpoints.me.initiate());
        expect(result.error).toMatchObject({ status: 401 });
      });
  });
});
