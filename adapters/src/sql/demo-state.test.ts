import { expect, it } from 'vitest';
import type { SubscriptionWrite } from '@edgeboard/domain';
import { LocalPaymentGateway, localPriceId, localSubscriptionId } from '../payments/local-payment-gateway';
import { fakePlans } from '../payments/test-doubles';
import { SqlDemoState } from './demo-state';
import { SqlSubscriptionRepository } from './repositories/subscription-repository';
import { SqlUserRepository } from './repositories/user-repository';
import { newUser, userId } from './repositories/test-rows';
import { describeEachEngine } from './test-engines';

const seeded = (n: number, over: Partial<SubscriptionWrite> = {}): SubscriptionWrite => ({
  user_id: userId(n),
  tier: 'all-star',
  status: 'active',
  price_id: null,
  provider_subscription_id: null,
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: false,
  ...over,
});

describeEachEngine('SqlDemoState', (getDb) => {
  it('is empty before the first seed, then keeps the latest state', async () => {
    const state = new SqlDemoState(getDb());
    expect(await state.get()).toBeNull();
    const first = {
      seed: 20_250_904,
      seasonOffsetMs: -36_123_456_789.5,
      seededAt: '2026-11-21T05:00:00.000Z',
    };
    await state.save(first);
    expect(await state.get()).toEqual(first);
    await state.save({ ...first, seasonOffsetMs: 1 });
    expect((await state.get())?.seasonOffsetMs).toBe(1);
  });

  it('gives subscriptions seeded without a provider id the local ids, so the billing portal manages them', async () => {
    const users = new SqlUserRepository(getDb());
    for (const n of [71, 72]) await users.create(newUser(n));
    const subs = new SqlSubscriptionRepository(getDb());
    const demo = await subs.create(seeded(71));
    const bought = await subs.create(
      seeded(72, { provider_subscription_id: 'sub_local_bought', price_id: 'p' }),
    );
    const portalFor = async (n: number) => {
      const gateway = new LocalPaymentGateway({
        webhookSecret: 'whsec_x',
        plans: fakePlans(),
        subscriptions: subs,
      });
      const { url } = await gateway.createPortalSession({
        userId: userId(n),
        returnUrl: '/dashboard/profile',
      });
      return (await gateway.portal(url.split('/').pop() ?? ''))?.subscription ?? null;
    };
    // The defect: the portal found no subscription it could manage for a seeded demo account.
    expect(await portalFor(71)).toBeNull();

    const ids = { subscription: localSubscriptionId, price: localPriceId };
    expect(await new SqlDemoState(getDb()).attachLocalBilling(ids)).toBe(1);
    expect(await subs.get(demo.id)).toMatchObject({
      provider_subscription_id: localSubscriptionId(demo.id),
      price_id: 'price_local_all-star',
    });
    expect((await portalFor(71))?.id).toBe(demo.id);
    expect((await subs.get(bought.id))?.provider_subscription_id).toBe('sub_local_bought');
    // Once attached, a later start changes nothing.
    expect(await new SqlDemoState(getDb()).attachLocalBilling(ids)).toBe(0);
  });
});
