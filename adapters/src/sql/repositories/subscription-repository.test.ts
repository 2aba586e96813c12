import type { SubscriptionWrite } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlSubscriptionRepository } from './subscription-repository';
import { SqlUserRepository } from './user-repository';
import { newUser, userId } from './test-rows';

const sub = (n: number, over: Partial<SubscriptionWrite> = {}): SubscriptionWrite => ({
  user_id: userId(n),
  tier: 'scout',
  status: 'active',
  price_id: 'price_scout',
  provider_subscription_id: null,
  current_period_start: '2025-09-01T00:00:00.000Z',
  current_period_end: '2025-10-01T00:00:00.000Z',
  cancel_at_period_end: false,
  ...over,
});

describeEachEngine('SqlSubscriptionRepository', (getDb) => {
  const repo = () => new SqlSubscriptionRepository(getDb());

  emptyBeforeEach(getDb, ['subscriptions', 'users'], async () => {
    const users = new SqlUserRepository(getDb());
    for (const n of [1, 2, 3]) await users.create(newUser(n));
  });

  it('creates subscriptions and reads them per user', async () => {
    const older = await repo().create(
      sub(1, { current_period_end: '2025-09-15T00:00:00.000Z', status: 'canceled' }),
    );
    // "Latest" is by creation time: two rows created within one millisecond would tie.
    await new Promise((r) => setTimeout(r, 5));
    const newer = await repo().create(sub(1, { tier: 'all-star', cancel_at_period_end: true }));
    expect(newer).toMatchObject({
      user_id: userId(1),
      tier: 'all-star',
      cancel_at_period_end: true,
      price_id: 'price_scout',
    });
    expect((await repo().listForUser(userId(1))).map((s) => s.id)).toEqual([newer.id, older.id]);
    expect((await repo().latestForUser(userId(1)))?.id).toBe(newer.id);
    expect(await repo().latestForUser(userId(2))).toBeNull();
    expect(await repo().get(older.id)).toEqual(older);
  });

  it('upserts by provider id: the same subscription twice stays one row', async () => {
    const first = await repo().upsertByProviderId(
      sub(2, { provider_subscription_id: 'sub_123', provider_customer_id: 'cus_9' }) as SubscriptionWrite & {
        provider_subscription_id: string;
      },
    );
    const second = await repo().upsertByProviderId({
      ...sub(2, { tier: 'starting', cancel_at_period_end: true }),
      provider_subscription_id: 'sub_123',
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ tier: 'starting', cancel_at_period_end: true });
    expect(await repo().listForUser(userId(2))).toHaveLength(1);
    expect(await repo().customerIdForUser(userId(2))).toBe('cus_9');
    expect(await repo().customerIdForUser(userId(3))).toBeNull();
    const canceled = await repo().updateByProviderId('sub_123', { status: 'canceled' });
    expect(canceled).toMatchObject({ id: first.id, status: 'canceled', tier: 'starting' });
    expect(await repo().updateByProviderId('sub_none', { status: 'canceled' })).toBeNull();
    expect((await repo().findByProviderId('sub_123'))?.status).toBe('canceled');
    expect((await repo().update(first.id, { cancel_at_period_end: false }))?.cancel_at_period_end).toBe(
      false,
    );
  });

  it('lists with status, tier and user filters, paged, and counts current paid subscriptions', async () => {
    await repo().create(sub(1));
    await repo().create(sub(2, { tier: 'starting', status: 'trialing' }));
    await repo().create(sub(3, { status: 'canceled' }));
    await repo().create(sub(3, { tier: 'free' }));
    await repo().create(sub(2, { current_period_end: '2025-09-10T00:00:00.000Z' }));
    expect((await repo().list({ page: 1, pageSize: 10 })).count).toBe(5);
    expect(
      (await repo().list({ page: 1, pageSize: 10, status: 'canceled' })).data.map((s) => s.user_id),
    ).toEqual([userId(3)]);
    expect((await repo().list({ page: 1, pageSize: 10, tier: 'starting' })).count).toBe(1);
    const forUser2 = await repo().list({ page: 1, pageSize: 1, userId: userId(2) });
    expect([forUser2.count, forUser2.data.length]).toEqual([2, 1]);
    expect(await repo().countActive('2025-09-20T00:00:00.000Z')).toBe(2);
    expect(await repo().countActive('2025-09-05T00:00:00.000Z')).toBe(3);
    expect(await repo().listAll()).toHaveLength(5);
  });

  it("lists with each user's name and e-mail, searched partially, sorted by a chosen column", async () => {
    await new SqlUserRepository(getDb()).updateName(userId(2), 'Zoë Quinn');
    await repo().create(sub(1, { tier: 'all-star' }));
    await repo().create(sub(2, { tier: 'scout', status: 'canceled' }));
    await repo().create(sub(3, { tier: 'starting' }));
    const page = await repo().list({ page: 1, pageSize: 10, search: 'ZOË' });
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({
      user_id: userId(2),
      user_name: 'Zoë Quinn',
      user_email: 'user2@example.com',
    });
    expect(
      (await repo().list({ page: 1, pageSize: 10, search: 'r3@EX' })).data.map((s) => s.user_id),
    ).toEqual([userId(3)]);
    expect((await repo().list({ page: 1, pageSize: 10, search: userId(1) })).count).toBe(1);
    const byName = await repo().list({ page: 1, pageSize: 10, sortBy: 'user_name', sortOrder: 'desc' });
    expect(byName.data.map((s) => s.user_name)).toEqual(['Zoë Quinn', 'User 3', 'User 1']);
    const byTier = await repo().list({ page: 1, pageSize: 2, sortBy: 'tier' });
    expect([byTier.count, byTier.data.map((s) => s.tier)]).toEqual([3, ['all-star', 'scout']]);
  });

  it('goes with its user', async () => {
    await repo().create(sub(1));
    await new SqlUserRepository(getDb()).delete(userId(1));
    expect(await repo().listForUser(userId(1))).toEqual([]);
  });
});
