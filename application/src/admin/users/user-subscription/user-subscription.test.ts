import { NotFoundError, type Subscription } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, SUBSCRIBER, usersWorld } from '../users-test-kit';
import { userSubscription } from './user-subscription';

const sub: Subscription = {
  id: 'sub-1',
  user_id: SUBSCRIBER.id,
  tier: 'starting',
  status: 'active',
  current_period_start: '2025-09-01T00:00:00.000Z',
  current_period_end: '2025-10-01T00:00:00.000Z',
  cancel_at_period_end: false,
  price_id: 'price_starting',
  provider_subscription_id: null,
  created_at: '2025-09-01T00:00:00.000Z',
  updated_at: '2025-09-01T00:00:00.000Z',
};

const latestOf = (rows: Subscription[]) => ({
  latestForUser: (id: string) => Promise.resolve(rows.find((s) => s.user_id === id) ?? null),
});

describe('userSubscription', () => {
  it('answers the latest subscription in the admin view’s names', async () => {
    const { users } = usersWorld();
    expect(await userSubscription({ users, subscriptions: latestOf([sub]) }, SUBSCRIBER.id)).toEqual({
      user_id: SUBSCRIBER.id,
      tier: 'starting',
      status: 'active',
      price_id: 'price_starting',
      start_date: '2025-09-01T00:00:00.000Z',
      end_date: '2025-10-01T00:00:00.000Z',
      created: '2025-09-01T00:00:00.000Z',
    });
  });

  it('is null for a user who never subscribed', async () => {
    const { users } = usersWorld();
    expect(await userSubscription({ users, subscriptions: latestOf([]) }, SUBSCRIBER.id)).toBeNull();
  });

  it('is a 404 for an unknown user', async () => {
    const { users } = usersWorld();
    await expect(userSubscription({ users, subscriptions: latestOf([sub]) }, MISSING_ID)).rejects.toThrow(
      NotFoundError,
    );
  });
});
