import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from './plans';
import type { Subscription } from '../entities/subscription';
import {
  activeAt,
  churnBetween,
  computeAnalytics,
  pageViewAudience,
  revenueMonthToDate,
  splitPageViews,
} from './analytics';

const plans = PLAN_CATALOGUE;
const NOW = new Date('2025-09-20T12:00:00.000Z');

let n = 0;
function sub(over: Partial<Subscription>): Subscription {
  n += 1;
  return {
    id: `s${n}`,
    user_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    tier: 'starting',
    status: 'active',
    current_period_start: '2025-09-05T00:00:00.000Z',
    current_period_end: '2025-10-05T00:00:00.000Z',
    cancel_at_period_end: false,
    price_id: null,
    provider_subscription_id: null,
    created_at: '2025-07-01T00:00:00.000Z',
    updated_at: '2025-09-05T00:00:00.000Z',
    ...over,
  };
}

describe('back-office analytics', () => {
  it('counts a subscription as current inside its period while active, or until it was canceled', () => {
    const s = sub({ status: 'canceled', updated_at: '2025-09-10T00:00:00.000Z' });
    expect(activeAt(s, Date.parse('2025-09-08T00:00:00Z'))).toBe(true);
    expect(activeAt(s, Date.parse('2025-09-12T00:00:00Z'))).toBe(false);
    expect(activeAt(sub({ status: 'past_due' }), NOW.getTime())).toBe(false);
    expect(activeAt(sub({ tier: 'free' }), NOW.getTime())).toBe(false);
  });

  it('sums plan prices of paid periods started this month; trials and unpaid periods earn nothing', () => {
    const subs = [
      sub({ tier: 'starting' }),
      sub({ tier: 'all-star', status: 'canceled' }),
      sub({ tier: 'scout', status: 'trialing' }),
      sub({ tier: 'all-star', status: 'past_due' }),
      sub({
        tier: 'all-star',
        current_period_start: '2025-08-05T00:00:00.000Z',
        current_period_end: '2025-09-05T00:00:00.000Z',
      }),
    ];
    expect(revenueMonthToDate(subs, plans, NOW)).toBe(29.98);
  });

  it('computes churn over the window as canceled / current at its start', () => {
    const subs = [
      sub({
        current_period_start: '2025-08-10T00:00:00.000Z',
        current_period_end: '2025-09-30T00:00:00.000Z',
      }),
      sub({
        status: 'canceled',
        current_period_start: '2025-08-10T00:00:00.000Z',
        current_period_end: '2025-09-30T00:00:00.000Z',
        updated_at: '2025-09-01T00:00:00.000Z',
      }),
    ];
    expect(churnBetween(subs, Date.parse('2025-08-21T12:00:00Z'), NOW.getTime())).toBe(50);
    expect(churnBetween([], 0, 1)).toBe(0);
  });

  it('reports each figure with its previous period', () => {
    const report = computeAnalytics({
      now: NOW,
      subscriptions: [
        sub({
          tier: 'starting',
          created_at: '2025-07-01T00:00:00.000Z',
          current_period_start: '2025-08-05T00:00:00.000Z',
          current_period_end: '2025-10-05T00:00:00.000Z',
        }),
        sub({
          tier: 'all-star',
          created_at: '2025-09-10T00:00:00.000Z',
          current_period_start: '2025-09-10T00:00:00.000Z',
        }),
      ],
      plans,
      totalUsers: 12,
      usersCreatedInWindow: 2,
      pageViews: [
        { day: '2025-09-19', path: '/', byAdmin: false, count: 4 },
        { day: '2025-09-19', path: '/faq', byAdmin: false, count: 1 },
      ],
    });
    expect(report.totalUsers).toEqual({ value: 12, previous: 10, change: 20 });
    expect(report.activeSubscriptions).toEqual({ value: 2, previous: 1, change: 100 });
    expect(report.revenueMonthToDate).toEqual({ value: 19.99, previous: 9.99, change: 100.1 });
    expect(report.churnRate).toEqual({ value: 0, previous: 0, change: 0 });
    expect(report.pageViews.total).toBe(5);
  });
});

describe('page views', () => {
  it('tells the audience from administrators and the sign-in pages', () => {
    expect(pageViewAudience('/dashboard/props', false)).toBe('audience');
    expect(pageViewAudience('/', false)).toBe('audience');
    expect(pageViewAudience('/administration-guide', false)).toBe('audience');
    expect(pageViewAudience('/dashboard/props', true)).toBe('admin');
    expect(pageViewAudience('/admin', false)).toBe('admin');
    expect(pageViewAudience('/admin/content/proplines', false)).toBe('admin');
    expect(pageViewAudience('/auth', false)).toBe('sign_in');
    expect(pageViewAudience('/auth/', false)).toBe('sign_in');
    expect(pageViewAudience('/reset-password', false)).toBe('sign_in');
  });

  it("counts only the audience's views and reports the rest apart", () => {
    // Regression (issue #20 item 13): the total used to include the admins' and the sign-in pages' own views.
    expect(
      splitPageViews([
        { day: '2025-09-19', path: '/', byAdmin: false, count: 4 },
        { day: '2025-09-19', path: '/', byAdmin: true, count: 2 },
        { day: '2025-09-19', path: '/admin', byAdmin: true, count: 7 },
        { day: '2025-09-19', path: '/admin/users', byAdmin: false, count: 1 },
        { day: '2025-09-19', path: '/auth', byAdmin: false, count: 3 },
        { day: '2025-09-19', path: '/dashboard', byAdmin: false, count: 5 },
        { day: '2025-09-20', path: '/', byAdmin: false, count: 1 },
      ]),
    ).toEqual({
      total: 10,
      byDayAndPath: [
        { day: '2025-09-19', path: '/', count: 4 },
        { day: '2025-09-19', path: '/dashboard', count: 5 },
        { day: '2025-09-20', path: '/', count: 1 },
      ],
      notCounted: { admin: 10, signIn: 3 },
    });
  });
});
