import { ForbiddenError, type Subscription, type UserProfile } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemorySubscriptionRepository } from '../../in-memory/subscription-repository';
import { InMemoryUserRepository } from '../../in-memory/user-repository';
import { kitState } from '../../props/props-test-kit';
import { checkTierAccess } from './check-tier-access';

const NOW = new Date('2025-10-12T15:00:00.000Z');
const user = (id: string, role: UserProfile['role'] = 'free'): UserProfile => ({
  ...{ id, role, name: id, email: `${id}@x.dev` },
  created_at: '2025-01-01T00:00:00.000Z',
});
const allStarUntil = (userId: string, end: string): Subscription => ({
  ...{ id: `s-${userId}`, user_id: userId, tier: 'all-star', status: 'active', cancel_at_period_end: false },
  ...{ current_period_start: '2025-10-01T00:00:00.000Z', current_period_end: end, price_id: null },
  ...{
    provider_subscription_id: null,
    created_at: '2025-10-01T00:00:00.000Z',
    updated_at: '2025-10-01T00:00:00.000Z',
  },
});

const deps = {
  users: new InMemoryUserRepository([user('paid'), user('lapsed'), user('boss', 'admin')]),
  subscriptions: new InMemorySubscriptionRepository([
    allStarUntil('paid', '2025-11-01T00:00:00.000Z'),
    { ...allStarUntil('lapsed', '2025-10-01T00:00:00.000Z'), status: 'canceled' },
  ]),
  clock: { now: () => NOW },
};

describe('checkTierAccess', () => {
  it('answers for yourself from your own plan, without reading anyone', async () => {
    const me = { userId: 'me', subscription: kitState('starting') };
    expect(await checkTierAccess(deps, me, { userId: 'me', tier: 'starting' })).toEqual({ hasAccess: true });
    expect(await checkTierAccess(deps, me, { userId: 'me', tier: 'all-star' })).toEqual({ hasAccess: false });
  });

  it('refuses another user’s answer to anyone but an admin', async () => {
    const me = { userId: 'me', subscription: kitState('all-star') };
    await expect(checkTierAccess(deps, me, { userId: 'paid', tier: 'scout' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it('resolves another user’s current subscription for an admin; an unknown user has none', async () => {
    const admin = { userId: 'boss', subscription: kitState('admin') };
    const ask = (userId: string) => checkTierAccess(deps, admin, { userId, tier: 'all-star' });
    expect(await ask('paid')).toEqual({ hasAccess: true });
    expect(await ask('lapsed')).toEqual({ hasAccess: false });
    expect(await ask('nobody')).toEqual({ hasAccess: false });
  });
});
