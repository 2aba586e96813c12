import { describe, expect, it } from 'vitest';
import { InMemoryPlanRepository } from '../../in-memory/plan-repository';
import { planFeatures } from '@edgeboard/domain';
import { listPlans } from './list-plans';

describe('listPlans', () => {
  it('answers the catalogue in order without the payment provider’s price ids', async () => {
    const plan = (id: string, tier: 'scout' | 'starting', price: number) => ({
      ...{ id, tier, name: id, price, interval: 'month' as const, features: [], description: '' },
      ...{ popular: false, priceId: `price_${id}` },
    });
    const plans = new InMemoryPlanRepository([plan('starting', 'starting', 29), plan('scout', 'scout', 9)]);
    const answer = await listPlans({ plans });
    expect(answer.map((p) => p.id)).toEqual(['starting', 'scout']);
    expect(answer.every((p) => !('priceId' in p))).toBe(true);
  });
});

describe('what the plans say they unlock', () => {
  it('is the domain’s plan features, not a stored row’s old promises', async () => {
    // Regression (issue #28 item 8): the seeded rows sold ads, reports, a VIP community and priority support.
    const stale = {
      ...{
        id: 'all-star',
        tier: 'all-star' as const,
        name: 'All-Star Edge',
        price: 19.99,
        interval: 'month' as const,
      },
      features: [
        'Unlimited picks',
        'Advanced stats',
        'Custom alerts',
        'Reports',
        'VIP community',
        'Priority support',
      ],
      ...{ description: 'Everything EdgeBoard offers', popular: false, priceId: null },
    };
    const [plan] = await listPlans({ plans: new InMemoryPlanRepository([stale]) });
    expect(plan?.features).toEqual(planFeatures('all-star'));
    expect(plan?.features.join(' ')).not.toMatch(/VIP|Priority support|Reports|Ad-supported/);
    expect(plan).toMatchObject({ name: 'All-Star Edge', price: 19.99 });
  });
});
