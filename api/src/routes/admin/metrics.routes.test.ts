import { describe, expect, it } from 'vitest';
import { newUser } from '@edgeboard/adapters/sql/repositories/test-rows';
import { adminContextPerSuite, NOW } from './admin-test-setup';
import { ADMIN_ID, SUBSCRIBER_ID } from './route-testing';

describe('admin metrics and analytics', () => {
  const t = adminContextPerSuite(async (t) => {
    await t.repos.users.create(newUser(1, { created_at: new Date(NOW.getTime() - 60_000).toISOString() }));
    await t.repos.users.create(newUser(2, { created_at: '2025-09-01T00:00:00.000Z' }));
    await t.repos.subscriptions.create({
      user_id: SUBSCRIBER_ID,
      tier: 'all-star',
      status: 'active',
      price_id: 'price_all-star',
      provider_subscription_id: null,
      current_period_start: '2025-09-10T00:00:00.000Z',
      current_period_end: '2025-10-10T00:00:00.000Z',
      cancel_at_period_end: false,
    });
    await t.repos.pageViews.add({ path: '/', referrer: null, user_id: null }, '2025-09-19T10:00:00.000Z');
    await t.repos.pageViews.add({ path: '/', referrer: null, user_id: null }, '2025-09-19T11:00:00.000Z');
    await t.repos.pageViews.add({ path: '/faq', referrer: null, user_id: null }, '2025-09-20T11:00:00.000Z');
    // The administrator's own browsing and the sign-in pages: counted apart, not as the audience's views.
    await t.repos.pageViews.add(
      { path: '/admin', referrer: null, user_id: ADMIN_ID },
      '2025-09-20T11:00:00.000Z',
    );
    await t.repos.pageViews.add({ path: '/', referrer: null, user_id: ADMIN_ID }, '2025-09-20T11:00:00.000Z');
    await t.repos.pageViews.add({ path: '/auth', referrer: null, user_id: null }, '2025-09-20T11:00:00.000Z');
    await t.repos.pageViews.add(
      { path: '/reset-password', referrer: null, user_id: null },
      '2025-09-20T11:00:00.000Z',
    );
  });

  it('answers the four tiles from stored data, revenue being the analytics month-to-date figure', async () => {
    // Regression (issue #20 item 12): the revenue tile answered 0 while Analytics said 19.99.
    const res = await t.json('GET', '/api/admin/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalUsers: 4,
      activeSubscriptions: 1,
      revenueThisMonth: 19.99,
      newUsersToday: 1,
    });
    const analytics = (await t.json('GET', '/api/admin/analytics')).body as {
      revenueMonthToDate: { value: number };
    };
    expect((res.body as { revenueThisMonth: number }).revenueThisMonth).toBe(
      analytics.revenueMonthToDate.value,
    );
  });

  it("answers analytics with the audience's page views per day and path, the others counted apart", async () => {
    // Regression (issue #20 item 13): the admins' and the sign-in pages' own views were counted as traffic.
    const res = await t.json('GET', '/api/admin/analytics');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalUsers: { value: 4, previous: 2 },
      activeSubscriptions: { value: 1, previous: 0, change: null },
      revenueMonthToDate: { value: 19.99 },
      pageViews: {
        total: 3,
        byDayAndPath: [
          { day: '2025-09-19', path: '/', count: 2 },
          { day: '2025-09-20', path: '/faq', count: 1 },
        ],
        notCounted: { admin: 2, signIn: 2 },
      },
    });
  });
});
