import { describe, expect, it } from 'vitest';
import { InMemoryPlanRepository } from '../../in-memory/plan-repository';
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
