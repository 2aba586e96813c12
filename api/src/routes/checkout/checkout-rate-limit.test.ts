// Each checkout opens a session at the card provider: one client address may not open them without end.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEST_LIMIT, FREE_USER, usePaymentsContext } from './payments-test-setup';

describe('POST /api/checkout/create-checkout-session rate limit', () => {
  const t = usePaymentsContext();

  const checkout = () =>
    t.request('/api/checkout/create-checkout-session', {
      method: 'POST',
      as: FREE_USER,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planId: 'scout', userId: FREE_USER, userEmail: 'fran@example.com' }),
    });

  it('answers 429 with Retry-After once an address has used its window, then lets it through again', async () => {
    for (let i = 0; i < CHECKOUT_TEST_LIMIT.limit; i++) expect((await checkout()).status).toBe(200);
    const limited = await checkout();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(CHECKOUT_TEST_LIMIT.windowMs / 1000));
    expect(await limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many checkout attempts. Please wait a few minutes and try again.',
      },
    });
    t.limiterNow.ms += CHECKOUT_TEST_LIMIT.windowMs;
    expect((await checkout()).status).toBe(200);
  });
});
