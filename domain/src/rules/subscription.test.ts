import { describe, expect, it } from 'vitest';
import type { SubscriptionRecordLike } from './subscription';
import { hasPremiumFeatures, hasStandardFeatures, propFeedCap } from './plans';
import {
  dashboardCounts,
  hasTierAccess,
  isEntitled,
  planAction,
  resolveSubscription,
  subscriptionNotice,
} from './subscription';
import type { SubscriptionState, SubscriptionStatus, Tier } from '../entities/subscription';

const now = new Date('2025-09-10T12:00:00.000Z');

const record = (over: Partial<SubscriptionRecordLike>): SubscriptionRecordLike => ({
  tier: 'starting',
  status: 'active',
  current_period_start: '2025-09-01T00:00:00.000Z',
  current_period_end: '2025-10-01T00:00:00.000Z',
  cancel_at_period_end: false,
  ...over,
});

const state = (tier: Tier, status: SubscriptionStatus = 'active', isAdmin = false): SubscriptionState => ({
  tier,
  status,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin,
});

describe('resolveSubscription', () => {
  it('gives admins all-star, active, ending about 100 years after now', () => {
    const s = resolveSubscription({ isAdmin: true, records: [record({ tier: 'scout' })], now });
    expect(s.tier).toBe('all-star');
    expect(s.status).toBe('active');
    expect(s.isAdmin).toBe(true);
    expect(s.cancelAtPeriodEnd).toBe(false);
    expect(s.currentPeriodEnd).toBe('2125-09-10T12:00:00.000Z');
  });

  it('treats a user without records as free and active', () => {
    expect(resolveSubscription({ isAdmin: false, records: [], now })).toEqual({
      tier: 'free',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      isAdmin: false,
    });
  });

  it('ignores records that are not active or trialing', () => {
    const s = resolveSubscription({
      isAdmin: false,
      records: [
        record({ status: 'canceled', tier: 'all-star', current_period_end: '2026-01-01T00:00:00.000Z' }),
        record({ status: 'past_due', tier: 'all-star' }),
        record({ status: 'incomplete', tier: 'all-star' }),
      ],
      now,
    });
    expect(s.tier).toBe('free');
    expect(s.status).toBe('active');
  });

  it('picks the active or trialing record with the latest period end', () => {
    const s = resolveSubscription({
      isAdmin: false,
      records: [
        record({ tier: 'scout', current_period_end: '2025-09-20T00:00:00.000Z' }),
        record({ tier: 'all-star', status: 'trialing', current_period_end: '2025-11-01T00:00:00.000Z' }),
        record({
          tier: 'starting',
          current_period_end: '2025-10-15T00:00:00.000Z',
          cancel_at_period_end: true,
        }),
      ],
      now,
    });
    expect(s).toEqual({
      tier: 'all-star',
      status: 'trialing',
      currentPeriodStart: '2025-09-01T00:00:00.000Z',
      currentPeriodEnd: '2025-11-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      isAdmin: false,
    });
  });

  it('prefers a valid period end over an invalid one', () => {
    const s = resolveSubscription({
      isAdmin: false,
      records: [record({ tier: 'scout', current_period_end: 'garbage' }), record({ tier: 'starting' })],
      now,
    });
    expect(s.tier).toBe('starting');
  });
});

describe('isEntitled', () => {
  it.each<[Tier, SubscriptionStatus, boolean, boolean]>([
    ['free', 'active', false, false],
    ['free', 'trialing', false, false],
    ['scout', 'active', false, true],
    ['scout', 'trialing', false, true],
    ['starting', 'canceled', false, false],
    ['all-star', 'past_due', false, false],
    ['all-star', 'incomplete', false, false],
    ['all-star', 'active', false, true],
    ['free', 'active', true, true],
    ['free', 'canceled', true, true],
  ])('%s %s admin=%s -> %s', (tier, status, isAdmin, expected) => {
    expect(isEntitled(state(tier, status, isAdmin))).toBe(expected);
  });
});

describe('feature levels, caps and dashboard counts', () => {
  it.each<
    [string, SubscriptionState, boolean, boolean, number, { aiPicks: number; feed: number; news: number }]
  >([
    ['free', state('free'), false, false, 3, { aiPicks: 2, feed: 3, news: 10 }],
    ['scout', state('scout'), false, false, 3, { aiPicks: 2, feed: 3, news: 10 }],
    ['starting', state('starting'), true, false, 12, { aiPicks: 3, feed: 12, news: 10 }],
    ['all-star', state('all-star'), true, true, Infinity, { aiPicks: 4, feed: 20, news: 25 }],
    ['admin', state('free', 'active', true), true, true, Infinity, { aiPicks: 4, feed: 20, news: 25 }],
  ])('%s', (_name, s, standard, premium, cap, counts) => {
    expect(hasStandardFeatures(s)).toBe(standard);
    expect(hasPremiumFeatures(s)).toBe(premium);
    expect(propFeedCap(s)).toBe(cap);
    expect(dashboardCounts(s)).toEqual(counts);
  });

  it('tier access: free and scout always allowed, starting needs standard, all-star premium', () => {
    const free = state('free');
    expect(hasTierAccess(free, 'free')).toBe(true);
    expect(hasTierAccess(free, 'scout')).toBe(true);
    expect(hasTierAccess(free, 'starting')).toBe(false);
    expect(hasTierAccess(state('starting'), 'starting')).toBe(true);
    expect(hasTierAccess(state('starting'), 'all-star')).toBe(false);
    expect(hasTierAccess(state('all-star'), 'all-star')).toBe(true);
    expect(hasTierAccess(state('free', 'active', true), 'all-star')).toBe(true);
  });
});

describe('subscriptionNotice', () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    ['expires at the period end when cancelling', '2026-01-05T10:00:00Z', true, 'Expires on Jan 5, 2026'],
    ['renews at a future period end', '2025-10-01T00:00:00Z', false, 'Renews on Oct 1, 2025'],
    ['formats in UTC, not local time', '2025-12-31T23:30:00-05:00', false, 'Renews on Jan 1, 2026'],
    ['advances a past end by whole months', '2025-06-15T00:00:00Z', false, 'Renews on Sep 15, 2025'],
    ['advances once more when an end lands on now', '2025-06-10T12:00:00Z', false, 'Renews on Oct 10, 2025'],
    ['advances an end years past', '2020-09-11T00:00:00Z', false, 'Renews on Sep 11, 2025'],
  ])('%s', (_name, currentPeriodEnd, cancelAtPeriodEnd, notice) => {
    expect(subscriptionNotice({ currentPeriodEnd, cancelAtPeriodEnd }, now)).toBe(notice);
  });

  it('keeps the original day of month across month ends (Jan 31 -> Feb 28/29 -> Mar 31)', () => {
    const sub = { currentPeriodEnd: '2025-01-31T00:00:00Z', cancelAtPeriodEnd: false };
    expect(subscriptionNotice(sub, at('2025-02-01T00:00:00Z'))).toBe('Renews on Feb 28, 2025');
    expect(subscriptionNotice(sub, at('2025-03-01T00:00:00Z'))).toBe('Renews on Mar 31, 2025');
    expect(subscriptionNotice(sub, at('2025-04-05T00:00:00Z'))).toBe('Renews on Apr 30, 2025');
    expect(subscriptionNotice(sub, at('2025-05-01T00:00:00Z'))).toBe('Renews on May 31, 2025');
    const leap = { currentPeriodEnd: '2024-01-31T00:00:00Z', cancelAtPeriodEnd: false };
    expect(subscriptionNotice(leap, at('2024-02-10T00:00:00Z'))).toBe('Renews on Feb 29, 2024');
    expect(subscriptionNotice(leap, at('2024-03-01T00:00:00Z'))).toBe('Renews on Mar 31, 2024');
  });

  it('rolls over a year end', () => {
    const sub = { currentPeriodEnd: '2024-12-31T08:00:00Z', cancelAtPeriodEnd: false };
    expect(subscriptionNotice(sub, at('2025-01-02T00:00:00Z'))).toBe('Renews on Jan 31, 2025');
    expect(subscriptionNotice(sub, at('2025-02-02T00:00:00Z'))).toBe('Renews on Feb 28, 2025');
  });

  it('gives null for a missing or invalid period end', () => {
    expect(subscriptionNotice({ currentPeriodEnd: null, cancelAtPeriodEnd: false }, now)).toBeNull();
    expect(subscriptionNotice({ cancelAtPeriodEnd: true }, now)).toBeNull();
    expect(subscriptionNotice({ currentPeriodEnd: '', cancelAtPeriodEnd: false }, now)).toBeNull();
    expect(subscriptionNotice({ currentPeriodEnd: 'not a date', cancelAtPeriodEnd: true }, now)).toBeNull();
  });
});

describe('planAction', () => {
  it.each<[Tier, Tier, SubscriptionStatus, string]>([
    ['starting', 'starting', 'active', 'current'],
    ['starting', 'starting', 'trialing', 'current'],
    ['starting', 'starting', 'past_due', 'manage'],
    ['starting', 'starting', 'canceled', 'subscribe'],
    ['all-star', 'starting', 'active', 'manage'],
    ['scout', 'starting', 'trialing', 'manage'],
    ['all-star', 'starting', 'past_due', 'manage'],
    ['all-star', 'starting', 'canceled', 'subscribe'],
    ['starting', 'free', 'active', 'subscribe'],
  ])('plan %s, user %s %s -> %s', (planTier, tier, status, expected) => {
    expect(planAction({ tier: planTier }, { tier, status })).toBe(expected);
  });
});
