import { PLAN_CATALOGUE } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlPlanRepository } from './plan-repository';

describeEachEngine('SqlPlanRepository', (getDb) => {
  const repo = () => new SqlPlanRepository(getDb());
  const stored = PLAN_CATALOGUE.map((p) => ({
    ...p,
    priceId: p.tier === 'starting' ? 'price_starting' : null,
  }));

  emptyBeforeEach(getDb, ['plans']);

  it('stores the catalogue and reads it back in order, flags and lists intact', async () => {
    await repo().upsertMany(stored);
    expect(await repo().list()).toEqual(stored);
    expect(await repo().findByTier('starting')).toMatchObject({
      popular: true,
      price: 9.99,
      priceId: 'price_starting',
    });
    expect((await repo().findByPriceId('price_starting'))?.id).toBe('starting');
    expect(await repo().findByPriceId('price_none')).toBeNull();
    expect((await repo().get('scout'))?.trialDays).toBe(7);
    expect(await repo().get('gold')).toBeNull();
  });

  it('replaces plans by id on a second upsert', async () => {
    await repo().upsertMany(stored);
    await repo().upsertMany(stored.map((p) => ({ ...p, price: p.price + 1, features: ['Changed'] })));
    const plans = await repo().list();
    expect(plans).toHaveLength(3);
    expect(plans[0]).toMatchObject({ price: 3.99, features: ['Changed'] });
  });
});
