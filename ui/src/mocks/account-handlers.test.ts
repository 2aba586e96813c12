// @vitest-environment node
import { CONTACT_SUCCESS_MESSAGE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { call, serveMockBackend } from './mock-http-test-kit';

serveMockBackend();

describe('mock account, contact and page views', () => {
  it('answers the contact, sign-up list and page-view calls, and refuses payments honestly', async () => {
    const contact = await call('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'Hi' }),
    });
    expect((await contact.json()) as unknown).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    const invalid = await call('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'A', email: 'not-an-email', message: 'Hi' }),
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string; field: string } }).error).toMatchObject({
      code: 'invalid_request',
      field: 'email',
    });
    const subscribe = await call('/api/selzy/subscribe', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.com', list_id: 1 }),
    });
    expect(subscribe.status).toBe(200);
    const view = await call('/api/analytics/page-view', {
      method: 'POST',
      body: JSON.stringify({ path: '/' }),
    });
    expect(await view.json()).toEqual({ recorded: true });
    const checkout = await call('/api/checkout/create-checkout-session', { method: 'POST', body: '{}' });
    expect(checkout.status).toBe(503);
    expect((await call('/api/billing/portal?returnPath=/profile')).status).toBe(503);
  });
});
