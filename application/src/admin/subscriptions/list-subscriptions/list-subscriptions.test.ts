import type { SubscriptionPageQuery } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
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
});
