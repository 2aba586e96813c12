import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlSubscriptionRepository } from './subscription-repository';
import { SqlUserRepository } from './user-repository';
import { newUser, userId } from './test-rows';

describeEachEngine('SqlUserRepository', (getDb) => {
  const repo = () => new SqlUserRepository(getDb());

  emptyBeforeEach(getDb, ['users']);

  it('creates a profile and finds it by id and by e-mail in any case', async () => {
    const created = await repo().create(newUser(1, { email: 'Alice@Example.COM', name: 'Alice' }));
    expect(created).toEqual({
      id: userId(1),
      name: 'Alice',
      email: 'alice@example.com',
      role: 'free',
      created_at: '2025-01-01T00:01:00.000Z',
    });
    expect(await repo().findById(userId(1))).toEqual(created);
    expect(await repo().findByEmail('ALICE@example.com ')).toEqual(created);
    expect(await repo().findById(userId(2))).toBeNull();
    await expect(repo().create(newUser(2, { email: 'alice@example.com' }))).rejects.toThrow();
  });

  it('lists newest first, pages with an exact count, and searches e-mail or name case-insensitively', async () => {
    for (let n = 1; n <= 23; n++) {
      await repo().create(
        newUser(n, { role: n % 5 === 0 ? 'admin' : 'free', name: n === 7 ? 'Zoë MacAllister' : `User ${n}` }),
      );
    }
    const page1 = await repo().list({ page: 1, pageSize: 10 });
    expect(page1.count).toBe(23);
    expect(page1.data.map((u) => u.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14].map(userId));
    const page3 = await repo().list({ page: 3, pageSize: 10 });
    expect(page3.data.map((u) => u.id)).toEqual([3, 2, 1].map(userId));
    expect(page3.count).toBe(23);

    const byName = await repo().list({ page: 1, pageSize: 10, search: 'macALL' });
    expect(byName.data.map((u) => u.id)).toEqual([userId(7)]);
    const byEmail = await repo().list({ page: 1, pageSize: 10, search: 'USER1' });
    expect(byEmail.count).toBe(11); // user1, user10..user19
    const admins = await repo().list({ page: 1, pageSize: 10, role: 'admin' });
    expect(admins.data.map((u) => u.id)).toEqual([20, 15, 10, 5].map(userId));
    const both = await repo().list({ page: 1, pageSize: 10, role: 'admin', search: 'user1' });
    expect(both.data.map((u) => u.id)).toEqual([userId(15), userId(10)]);
  });

  it('sorts by e-mail, name or role in either direction, letter case aside, ties by id', async () => {
    await repo().create(newUser(1, { name: 'bea', role: 'admin' }));
    await repo().create(newUser(2, { name: 'Ann', role: 'user' }));
    await repo().create(newUser(3, { name: 'Cal', role: 'admin' }));
    const ids = async (q: Partial<Parameters<SqlUserRepository['list']>[0]>) =>
      (await repo().list({ page: 1, pageSize: 10, ...q })).data.map((u) => u.name);
    expect(await ids({ sortBy: 'name' })).toEqual(['Ann', 'bea', 'Cal']);
    expect(await ids({ sortBy: 'name', sortOrder: 'desc' })).toEqual(['Cal', 'bea', 'Ann']);
    expect(await ids({ sortBy: 'role' })).toEqual(['bea', 'Cal', 'Ann']);
    expect(await ids({ sortBy: 'email', sortOrder: 'desc' })).toEqual(['Cal', 'Ann', 'bea']);
    expect(await ids({ sortOrder: 'asc' })).toEqual(['bea', 'Ann', 'Cal']);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    await repo().create(newUser(1, { name: '100% fan' }));
    await repo().create(newUser(2, { name: 'Plain' }));
    expect((await repo().list({ page: 1, pageSize: 10, search: '%' })).data.map((u) => u.id)).toEqual([
      userId(1),
    ]);
    expect((await repo().list({ page: 1, pageSize: 10, search: '_' })).count).toBe(0);
  });

  it('changes a role or name, deletes, and counts', async () => {
    await repo().create(newUser(1));
    await repo().create(newUser(2, { created_at: '2025-03-01T10:00:00.000Z' }));
    expect((await repo().updateRole(userId(1), 'admin'))?.role).toBe('admin');
    expect(await repo().updateRole(userId(9), 'admin')).toBeNull();
    expect((await repo().updateName(userId(1), 'Renamed'))?.name).toBe('Renamed');
    expect(await repo().count()).toBe(2);
    expect(await repo().countCreatedSince('2025-03-01T00:00:00.000Z')).toBe(1);
    expect(await repo().countCreatedSince('2025-03-01T10:00:00.000Z')).toBe(1);
    expect(await repo().countCreatedSince('2025-03-01T10:00:00.001Z')).toBe(0);
    expect(await repo().delete(userId(1))).toBe(true);
    expect(await repo().delete(userId(1))).toBe(false);
    expect(await repo().count()).toBe(1);
  });

  // Issue #16 item 4: the request's caller in one statement, subscriptions in listForUser's order.
  it('finds a profile with its subscriptions in one read', async () => {
    const subs = new SqlSubscriptionRepository(getDb());
    const created = await repo().create(newUser(1));
    await repo().create(newUser(2));
    const write = (end: string, tier: 'scout' | 'all-star') =>
      subs.create({
        user_id: userId(1),
        tier,
        status: 'active',
        price_id: null,
        provider_subscription_id: null,
        current_period_start: '2025-01-01T00:00:00.000Z',
        current_period_end: end,
        cancel_at_period_end: false,
      });
    expect(await repo().findWithSubscriptions(userId(1))).toEqual({ profile: created, subscriptions: [] });
    await write('2025-02-01T00:00:00.000Z', 'scout');
    await write('2025-03-01T00:00:00.000Z', 'all-star');
    const found = await repo().findWithSubscriptions(userId(1));
    expect(found?.profile).toEqual(created);
    expect(found?.subscriptions).toEqual(await subs.listForUser(userId(1)));
    expect(found?.subscriptions.map((s) => s.tier)).toEqual(['all-star', 'scout']);
    expect((await repo().findWithSubscriptions(userId(2)))?.subscriptions).toEqual([]);
    expect(await repo().findWithSubscriptions(userId(9))).toBeNull();

    // Many at once (the alerts matching reads every subscriber): each as findWithSubscriptions answers it.
    const many = await repo().findManyWithSubscriptions([userId(2), userId(9), userId(1)]);
    expect([...many.keys()].sort()).toEqual([userId(1), userId(2)].sort());
    expect(many.get(userId(1))).toEqual(found);
    expect(many.get(userId(2))).toEqual(await repo().findWithSubscriptions(userId(2)));
    expect((await repo().findManyWithSubscriptions([])).size).toBe(0);
  });
});
