import { ForbiddenError, UnavailableError, type CheckoutRequest } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { startCheckout } from './start-checkout';

const SITE = 'https://edgeboard.test';
const input = { planId: 'starting' as const, userId: 'u1', userEmail: 'fan@example.com', site: SITE };

function gateway(session: { url: string | null; sessionId: string | null }) {
  const asked: CheckoutRequest[] = [];
  return {
    asked,
    createCheckoutSession: (req: CheckoutRequest) => {
      asked.push(req);
      return Promise.resolve(session);
    },
  };
}

describe('startCheckout', () => {
  it('asks the gateway with this site’s return pages and makes a local path absolute', async () => {
    const g = gateway({ url: '/dev/checkout/s1', sessionId: 's1' });
    expect(await startCheckout({ gateway: g }, 'u1', input)).toEqual({
      url: `${SITE}/dev/checkout/s1`,
      sessionId: 's1',
    });
    expect(g.asked).toEqual([
      {
        planId: 'starting',
        userId: 'u1',
        userEmail: 'fan@example.com',
        successUrl: `${SITE}/dashboard/subscription/success?tier=starting`,
        cancelUrl: `${SITE}/dashboard/subscription`,
      },
    ]);
  });

  it('answers stripe-session:<id> when the provider gives no URL, and fails without either', async () => {
    expect(await startCheckout({ gateway: gateway({ url: null, sessionId: 'cs_1' }) }, 'u1', input)).toEqual({
      url: 'stripe-session:cs_1',
      sessionId: 'cs_1',
    });
    await expect(
      startCheckout({ gateway: gateway({ url: null, sessionId: null }) }, 'u1', input),
    ).rejects.toBeInstanceOf(UnavailableError);
  });

  it('refuses a checkout for someone else and asks the gateway nothing', async () => {
    const g = gateway({ url: '/x', sessionId: null });
    await expect(startCheckout({ gateway: g }, 'u2', input)).rejects.toBeInstanceOf(ForbiddenError);
    expect(g.asked).toEqual([]);
  });
});
