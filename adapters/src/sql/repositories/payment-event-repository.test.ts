import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlPaymentEventRepository } from './payment-event-repository';

describeEachEngine('SqlPaymentEventRepository', (getDb) => {
  const repo = () => new SqlPaymentEventRepository(getDb());

  it('marks an event once; the second delivery is refused', async () => {
    expect(await repo().isProcessed('evt_1')).toBe(false);
    expect(await repo().markProcessed('evt_1', 'checkout.session.completed')).toBe(true);
    expect(await repo().markProcessed('evt_1', 'checkout.session.completed')).toBe(false);
    expect(await repo().isProcessed('evt_1')).toBe(true);
  });

  it('lets exactly one of several concurrent deliveries through', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => repo().markProcessed('evt_race', 'x')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
