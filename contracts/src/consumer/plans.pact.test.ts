import { MatchersV3 } from '@pact-foundation/pact';
import { plansApi } from '@edgeboard/ui/src/features/plans/plans.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { plan } from './examples';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from './harness';

const EXAMPLE_USER_ID = '00000000-0000-4000-8000-000000000002';
const EXAMPLE_EMAIL = 'casey@example.com';
const checkout = { planId: 'starting' as const, userId: EXAMPLE_USER_ID, userEmail: EXAMPLE_EMAIL };
/** The state's own user: a checkout can only be started for yourself. */
const ownCheckout = {
  planId: 'starting',
  userId: MatchersV3.fromProviderState('${userId}', EXAMPLE_USER_ID),
  userEmail: MatchersV3.fromProviderState('${email}', EXAMPLE_EMAIL),
};
const JSON_REQUEST = { 'Content-Type': 'application/json' };

describe('plans (ui/src/features/plans/plans.api.ts)', () => {
  it('lists the paid plans', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.plans)
      .uponReceiving('a request for the plans')
      .withRequest('GET', '/api/plans')
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(shapeOf([{ ...plan, tier: oneOf(['scout', 'starting', 'all-star'], plan.tier) }])),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(plansApi.endpoints.plans.initiate());
        expect(dataOf(result)[0]?.name).toBe(plan.name);
      });
  });

  it('starts a checkout for the signed-in user', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .given(STATE.plans)
      .uponReceiving('a request to start a checkout for yourself')
      .withRequest('POST', '/api/checkout/create-checkout-session', (b) =>
        b.headers({ ...bearer(), ...JSON_REQUEST }).jsonBody(ownCheckout),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(
          // The local gateway answers a page URL and no Stripe session id; Stripe answers both.
          shapeOf({ url: 'http://localhost:8787/dev/checkout/cs_local_1', sessionId: null }),
        ),
      )
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-in');
        const result = await store.dispatch(plansApi.endpoints.createCheckoutSession.initiate(checkout));
        expect(dataOf(result).url).toMatch(/^http/);
      });
  });

  it('answers 400 to an invalid checkout request', async () => {
    const invalid = { ...checkout, userEmail: 'not-an-email' };
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .uponReceiving('a checkout request with an invalid e-mail address')
      .withRequest('POST', '/api/checkout/create-checkout-session', (b) =>
        b.headers({ ...bearer(), ...JSON_REQUEST }).jsonBody(invalid),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-in');
        const result = await store.dispatch(plansApi.endpoints.createCheckoutSession.initiate(invalid));
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('answers 401 to a token that is not valid', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a checkout request with an invalid token')
      .withRequest('POST', '/api/checkout/create-checkout-session', (b) =>
        b.headers({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}`, ...JSON_REQUEST }).jsonBody(checkout),
      )
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_token')))
      .executeTest(async (server) => {
        const store = uiStore(server, 'invalid-token');
        const result = await store.dispatch(plansApi.endpoints.createCheckoutSession.initiate(checkout));
        expect(result.error).toMatchObject({ status: 401 });
      });
  });

  it('answers 403 to a checkout for someone else', async () => {
    const someoneElse = { ...checkout, userId: '00000000-0000-4000-8000-0000000000ff' };
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .uponReceiving('a request to start a checkout for another user')
      .withRequest('POST', '/api/checkout/create-checkout-session', (b) =>
        b.headers({ ...bearer(), ...JSON_REQUEST }).jsonBody(someoneElse),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_yourself')))
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-in');
        const result = await store.dispatch(plansApi.endpoints.createCheckoutSession.initiate(someoneElse));
        expect(result.error).toMatchObject({ status: 403 });
      });
  });
});
