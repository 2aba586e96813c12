import { expect, it } from 'vitest';
import { SqlDemoState } from './demo-state';
import { describeEachEngine } from './test-engines';

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
});
