import { billingApi } from '@edgeboard/ui/src/lib/billing.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from './harness';

const returnPath = '/dashboard/profile';

describe('billing (ui/src/lib/billing.api.ts)', () => {
  it('opens the billing portal for a subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving('a request for the billing portal')
      .withRequest('GET', '/api/billing/portal', (b) => b.query({ returnPath }).headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf({ url: 'http://localhost:8787/dev/billing-portal/bp_1' })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          billingApi.endpoints.billingPortal.initiate({ returnPath }),
        );
        expect(dataOf(result).url).toMatch(/^http/);
      });
  });

  it('answers 400 to a return path off the site', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving('a request for the billing portal returning off the site')
      .withRequest('GET', '/api/billing/portal', (b) =>
        b.query({ returnPath: '//evil.example' }).headers(bearer()),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          billingApi.endpoints.billingPortal.initiate({ returnPath: '//evil.example' }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('answers 401 to a token that is not valid', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for the billing portal with an invalid token')
      .withRequest('GET', '/api/billing/portal', (b) =>
        b.query({ returnPath }).headers({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}` }),
      )
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_token')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'invalid-token').dispatch(
          billingApi.endpoints.billingPortal.initiate({ returnPath }),
        );
        expect(result.error).toMatchObject({ status: 401 });
      });
  });
});
