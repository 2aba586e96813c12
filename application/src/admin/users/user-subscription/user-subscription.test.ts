import { NotFoundError, type Subscription } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemorySubscriptionRepository } from '../../../in-memory/subscription-repository';
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

const latestOf = (rows: Subscription[]) => new InMemorySubscriptionRepository(rows);
/** The same user's older subscription, created a month before `sub`. */
const older: Subscription = { ...sub, id: 'sub-0', tier: 'all-star', created_at: '2025-08-01T00:00:00.000Z' };

describe('userSubscription', () => {
  it('answers the most recently created subscription in the admin view’s names', async () => {
    const { users } = usersWorld();
    const subscriptions = latestOf([sub, older]);
    expect(await userSubscription({ users, subscriptions }, SUBSCRIBER.id)).toEqual({
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
