import type { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import { PLAN_CATALOGUE, type Subscription, type UserProfile } from '@edgeboard/domain';
import type { DemoSeason } from '@edgeboard/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKENS } from '../container';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from './demo-season';

const SCOUT_ID = '00000000-0000-4000-8000-000000000003';
const scout: UserProfile = {
  id: SCOUT_ID,
  name: 'Sam Scout',
  email: 'scout@demo.edgeboard.dev',
  role: 'user',
  created_at: '2026-10-07T00:00:00.000Z',
};
const scoutSubscription: Subscription = {
  id: '6f0c2a51-3d1e-4b8a-9c55-0a1b2c3d4e5f',
  user_id: SCOUT_ID,
  tier: 'scout',
  status: 'active',
  current_period_start: '2026-11-07T00:00:00.000Z',
  current_period_end: '2026-12-07T00:00:00.000Z',
  cancel_at_period_end: false,
  price_id: null,
  provider_subscription_id: null,
  created_at: '2026-10-07T00:00:00.000Z',
  updated_at: '2026-11-07T00:00:00.000Z',
};

/** The accounts part of a demo world: enough for seedDemo's accounts and plans, nothing of the season. */
const world = {
  teams: [],
  players: [],
  games: [],
  gameLogs: [],
  propLines: [],
  aiPicks: [],
  newsDocuments: [],
  articles: [],
  plans: PLAN_CATALOGUE,
  users: [scout],
  subscriptions: [scoutSubscription],
} as unknown as DemoSeason;

describe('seedDemo', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('seeds paid demo subscriptions the local billing portal can manage (issue #18 item 1)', async () => {
    t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
    await seedDemo({ repos: t.repos, auth: t.auth }, world);
    const user = await t.repos.users.findByEmail(scout.email);
    expect(user).not.toBeNull();

    const gateway = t.container.get<LocalPaymentGateway>(TOKENS.localPayments);
    const { url } = await gateway.createPortalSession({
      userId: user?.id ?? '',
      returnUrl: '/dashboard/profile',
    });
    const portal = await gateway.portal(url.split('/').pop() ?? '');
    // Before the fix the seeded row had no provider id: "You have no paid subscription."
    expect(portal?.subscription).toMatchObject({ tier: 'scout', status: 'active' });

    // Switching plans goes through the same signed event as any bought subscription.
    const event = await gateway.changePlan(portal?.session.id ?? '', 'all-star');
    expect(await gateway.verifyWebhook(event.payload, event.signature)).toMatchObject({
      type: 'subscription.updated',
      tier: 'all-star',
      providerSubscriptionId: portal?.subscription?.provider_subscription_id,
    });
  });
});
