import { billingApi } from '@edgeboard/ui/src/lib/billing.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { api, signedIn } from './interaction';

const returnPath = '/dashboard/profile';

describe('billing (ui/src/lib/billing.api.ts)', () => {
  it('opens the billing portal for a subscriber', async () => {
    const portal = await api('a request for the billing portal', signedIn('starting'))
      .get('/api/billing/portal', { returnPath })
      .answers(200, shapeOf({ url: 'http://localhost:8787/dev/billing-portal/bp_1' }))
      .data((ui) => ui.dispatch(billingApi.endpoints.billingPortal.initiate({ returnPath })));
    expect(portal.url).toMatch(/^http/);
  });

  it('answers 400 to a return path off the site', () =>
    api('a request for the billing portal returning off the site', signedIn('starting'))
      .get('/api/billing/portal', { returnPath: '//evil.example' })
      .invalid()
      .refuses((ui) =>
        ui.dispatch(billingApi.endpoints.billingPortal.initiate({ returnPath: '//evil.example' })),
      ));

  it('answers 401 to a token that is not valid', () =>
    api('a request for the billing portal with an invalid token')
      .get('/api/billing/portal', { returnPath })
      .invalidToken()
      .refuses((ui) => ui.dispatch(billingApi.endpoints.billingPortal.initiate({ returnPath }))));
});
