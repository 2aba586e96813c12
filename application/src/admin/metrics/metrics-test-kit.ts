// The metrics use cases' tests: a fixed now, users created at given instants, one paid subscription this month
// and the plan catalogue; small fakes over arrays for the ports (their in-memory repositories are another
// area's, and these use cases need only counts and full lists).
import { PLAN_CATALOGUE, type Clock, type PageViewRepository, type Subscription } from '@edgeboard/domain';

export const NOW = new Date('2025-09-20T15:00:00.000Z');
export const clock: Clock = { now: () => NOW };

export const ALL_STAR_THIS_MONTH: Subscription = {
  id: 'sub-1',
  user_id: '00000000-0000-4000-8000-00000000b002',
  tier: 'all-star',
  status: 'active',
  current_period_start: '2025-09-10T00:00:00.000Z',
  current_period_end: '2025-10-10T00:00:00.000Z',
  cancel_at_period_end: false,
  price_id: 'price_all-star',
  provider_subscription_id: null,
  created_at: '2025-09-10T00:00:00.000Z',
  updated_at: '2025-09-10T00:00:00.000Z',
};

export function metricsWorld(createdAt: string[], subscriptions: Subscription[]) {
  const since = (iso: string) => createdAt.filter((c) => Date.parse(c) >= Date.parse(iso)).length;
  const pageViews: Pick<PageViewRepository, 'countsByDayAndPath'> = {
    countsByDayAndPath: () => Promise.resolve([{ day: '2025-09-19', path: '/', count: 2, byAdmin: false }]),
  };
  return {
    clock,
    users: {
      count: () => Promise.resolve(createdAt.length),
      countCreatedSince: (iso: string) => Promise.resolve(since(iso)),
    },
    subscriptions: {
      listAll: () => Promise.resolve(subscriptions),
      countActive: () => Promise.resolve(subscriptions.length),
    },
    plans: { list: () => Promise.resolve(PLAN_CATALOGUE) },
    pageViews,
  };
}
