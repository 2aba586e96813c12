import type { Subscription, SubscriptionPageQuery } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemorySubscriptionRepository } from '../../../in-memory/subscription-repository';
import { ADMIN, SUBSCRIBER } from '../../users/users-test-kit';
import { listSubscriptions } from './list-subscriptions';

/** The query the repository was asked, and an empty page. */
function capture() {
  const asked: SubscriptionPageQuery[] = [];
  const subscriptions = {
    list: (q: SubscriptionPageQuery) => {
      asked.push(q);
      return Promise.resolve({ data: [], count: 0 });
    },
  };
  return { asked, subscriptions };
}

describe('listSubscriptions', () => {
  it('asks the repository for the plan as a tier, with the given filters and order', async () => {
    const deps = capture();
    await listSubscriptions(deps, {
      page: 2,
      pageSize: 10,
      plan: 'all-star',
      status: 'active',
      search: 'sam',
      sortBy: 'user_email',
      sortOrder: 'asc',
    });
    expect(deps.asked).toEqual([
      {
        page: 2,
        pageSize: 10,
        tier: 'all-star',
        status: 'active',
        search: 'sam',
        sortBy: 'user_email',
        sortOrder: 'asc',
      },
    ]);
  });

  it('leaves out the filters not given', async () => {
    const deps = capture();
    await listSubscriptions(deps, { page: 1, pageSize: 20 });
    expect(Object.keys(deps.asked[0] ?? {}).sort()).toEqual(['page', 'pageSize', 'sortBy', 'sortOrder']);
  });

  it('answers each row with its user, leaving out an orphan, and finds a user by e-mail, name or id', async () => {
    const row = (id: string, user_id: string, created_at: string): Subscription => ({
      ...{ id, user_id, tier: 'starting', status: 'active', price_id: null, provider_subscription_id: null },
      ...{ current_period_start: created_at, current_period_end: '2025-12-01T00:00:00.000Z' },
      ...{ cancel_at_period_end: false, created_at, updated_at: created_at },
    });
    const subscriptions = new InMemorySubscriptionRepository(
      [
        row('s1', SUBSCRIBER.id, '2025-09-01T00:00:00.000Z'),
        row('s2', ADMIN.id, '2025-09-02T00:00:00.000Z'),
        row('s3', 'deleted-user', '2025-09-03T00:00:00.000Z'),
      ],
      [ADMIN, SUBSCRIBER],
    );
    const all = await listSubscriptions({ subscriptions }, { page: 1, pageSize: 20 });
    expect(all.data.map((s) => [s.id, s.user_email])).toEqual([
      ['s2', ADMIN.email],
      ['s1', SUBSCRIBER.email],
    ]);
    for (const search of ['USER@', 'sam', SUBSCRIBER.id]) {
      const found = await listSubscriptions({ subscriptions }, { page: 1, pageSize: 20, search });
      expect(found.data.map((s) => s.id)).toEqual(['s1']);
    }
  });
});
