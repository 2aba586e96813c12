import { describe, expect, it } from 'vitest';
import { openBillingPortal } from './open-billing-portal';

const SITE = 'https://edgeboard.test';

function gateway(url: string) {
  const asked: { userId: string; returnUrl: string }[] = [];
  return {
    asked,
    createPortalSession: (req: { userId: string; returnUrl: string }) => {
      asked.push(req);
      return Promise.resolve({ url });
    },
  };
}

describe('openBillingPortal', () => {
  it('returns to the profile by default and makes a local path absolute', async () => {
    const g = gateway('/dev/billing/u1');
    expect(await openBillingPortal({ gateway: g }, 'u1', { site: SITE })).toEqual({
      url: `${SITE}/dev/billing/u1`,
    });
    expect(g.asked).toEqual([{ userId: 'u1', returnUrl: `${SITE}/dashboard/profile` }]);
  });

  it('keeps the provider’s own address and the page asked to come back to', async () => {
    const g = gateway('https://billing.stripe.com/p/session/x');
    expect(
      await openBillingPortal({ gateway: g }, 'u1', { site: SITE, returnPath: '/dashboard/subscription' }),
    ).toEqual({ url: 'https://billing.stripe.com/p/session/x' });
    expect(g.asked[0]?.returnUrl).toBe(`${SITE}/dashboard/subscription`);
  });
});
