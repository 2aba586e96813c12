import { MatchersV3 } from '@pact-foundation/pact';
import { plansApi } from '@edgeboard/ui/src/features/plans/plans.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { plan } from './examples';
import { api, signedIn } from './interaction';

const EXAMPLE_USER_ID = '00000000-0000-4000-8000-000000000002';
const EXAMPLE_EMAIL = 'casey@example.com';
const checkout = { planId: 'starting' as const, userId: EXAMPLE_USER_ID, userEmail: EXAMPLE_EMAIL };
/** The state's own user: a checkout can only be started for yourself. */
const ownCheckout = {
  planId: 'starting',
  userId: MatchersV3.fromProviderState('${userId}', EXAMPLE_USER_ID),
  userEmail: MatchersV3.fromProviderState('${email}', EXAMPLE_EMAIL),
};
const CHECKOUT = '/api/checkout/create-checkout-session';

describe('plans (ui/src/features/plans/plans.api.ts)', () => {
  it('lists the paid plans', async () => {
    const plans = await api('a request for the plans', STATE.plans)
      .get('/api/plans')
      .answers(200, shapeOf([{ ...plan, tier: oneOf(['scout', 'starting', 'all-star'], plan.tier) }]))
      .data((ui) => ui.dispatch(plansApi.endpoints.plans.initiate()));
    expect(plans[0]?.name).toBe(plan.name);
  });

  it('starts a checkout for the signed-in user', async () => {
    // The local gateway answers a page URL and no Stripe session id; Stripe answers both.
    const started = { url: 'http://localhost:8787/dev/checkout/cs_local_1', sessionId: null };
    const session = await api('a request to start a checkout for yourself', signedIn('free'), STATE.plans)
      .post(CHECKOUT, ownCheckout)
      .answers(200, shapeOf(started))
      .data((ui) => ui.dispatch(plansApi.endpoints.createCheckoutSession.initiate(checkout)));
    expect(session.url).toMatch(/^http/);
  });

  it('answers 400 to an invalid checkout request', () => {
    const invalid = { ...checkout, userEmail: 'not-an-email' };
    return api('a checkout request with an invalid e-mail address', signedIn('free'))
      .post(CHECKOUT, invalid)
      .invalid()
      .refuses((ui) => ui.dispatch(plansApi.endpoints.createCheckoutSession.initiate(invalid)));
  });

  it('answers 401 to a token that is not valid', () =>
    api('a checkout request with an invalid token')
      .post(CHECKOUT, checkout)
      .invalidToken()
      .refuses((ui) => ui.dispatch(plansApi.endpoints.createCheckoutSession.initiate(checkout))));

  it('answers 403 to a checkout for someone else', () => {
    const someoneElse = { ...checkout, userId: '00000000-0000-4000-8000-0000000000ff' };
    return api('a request to start a checkout for another user', signedIn('free'))
      .post(CHECKOUT, someoneElse)
      .forbidden('not_yourself')
      .refuses((ui) => ui.dispatch(plansApi.endpoints.createCheckoutSession.initiate(someoneElse)));
  });
});
