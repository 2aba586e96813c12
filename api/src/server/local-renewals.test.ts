import type { SubscriptionWrite } from '@edgeboard/domain';
import { SqlSubscriptionRepository } from '@edgeboard/adapters/sql/repositories/subscription-repository';
import { SqlUserRepository } from '@edgeboard/adapters/sql/repositories/user-repository';
import { newUser, userId } from '@edgeboard/adapters/sql/repositories/test-rows';
import { describeEachEngine } from '@edgeboard/adapters/sql/test-engines';
import { beforeEach, expect, it } from 'vitest';
import { renewLocalSubscriptions } from './local-renewals';

const sub = (n: number, over: Partial<SubscriptionWrite> = {}): SubscriptionWrite => ({
  user_id: userId(n),
  tier: 'starting',
  status: 'active',
  price_id: null,
  provider_subscription_id: null,
  current_period_start: '2026-01-31T00:00:00.000Z',
  current_period_end: '2026-02-28T00:00:00.000Z',
  cancel_at_period_end: false,
  ...over,
});
const at = (iso: string) => ({ now: () => new Date(iso) });

describeEachEngine('renewLocalSubscriptions', (getDb) => {
  const repo = () => new SqlSubscriptionRepository(getDb());
  beforeEach(async () => {
    await getDb().deleteFrom('subscriptions').execute();
    await getDb().deleteFrom('users').execute();
    const users = new SqlUserRepository(getDb());
    for (const n of [1, 2, 3, 4]) await users.create(newUser(n));
  });

  it('renews ended periods month by month up to now, converts trials and cancels what was set to cancel', async () => {
    const lapsed = await repo().create(sub(1));
    const trial = await repo().create(sub(2, { tier: 'scout', status: 'trialing' }));
    const leaving = await repo().create(sub(3, { cancel_at_period_end: true }));
    const current = await repo().create(sub(4, { current_period_end: '2026-06-01T00:00:00.000Z' }));

    const report = await renewLocalSubscriptions(repo(), at('2026-04-10T12:00:00.000Z'));
    expect(report).toEqual({ renewed: 2, canceled: 1 });
    expect(await repo().get(lapsed.id)).toMatchObject({
      status: 'active',
      current_period_start: '2026-03-31T00:00:00.000Z',
      current_period_end: '2026-04-30T00:00:00.000Z',
    });
    expect(await repo().get(trial.id)).toMatchObject({
      status: 'active',
      current_period_start: '2026-03-28T00:00:00.000Z',
      current_period_end: '2026-04-28T00:00:00.000Z',
    });
    expect((await repo().get(leaving.id))?.status).toBe('canceled');
    expect(await repo().get(current.id)).toMatchObject({ current_period_end: '2026-06-01T00:00:00.000Z' });
    expect(await repo().countActive('2026-04-10T12:00:00.000Z')).toBe(3);

    // Nothing left to do until the next period ends.
    expect(await renewLocalSubscriptions(repo(), at('2026-04-11T00:00:00.000Z'))).toEqual({
      renewed: 0,
      canceled: 0,
    });
  });
});
