import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestContext, type AdminTestContext } from './admin-test-setup';
import { ADMIN_ID, SUBSCRIBER_ID } from './route-testing';

type Page = { data: { user_id: string; tier: string; status: string }[]; count: number };
type Err = { error: { field?: string } };

describe('admin subscriptions', () => {
  let t: AdminTestContext;
  beforeAll(async () => {
    t = await adminTestContext();
    const base = {
      price_id: null,
      provider_subscription_id: null,
      current_period_start: '2025-09-01T00:00:00.000Z',
      current_period_end: '2025-10-01T00:00:00.000Z',
      cancel_at_period_end: false,
    };
    await t.repos.subscriptions.create({
      ...base,
      user_id: SUBSCRIBER_ID,
      tier: 'starting',
      status: 'canceled',
    });
    await t.repos.subscriptions.create({
      ...base,
      user_id: SUBSCRIBER_ID,
      tier: 'all-star',
      status: 'active',
    });
    await t.repos.subscriptions.create({ ...base, user_id: ADMIN_ID, tier: 'scout', status: 'trialing' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('filters by status, plan and user, with search on the user e-mail', async () => {
    expect(((await t.json('GET', '/api/admin/subscriptions')).body as Page).count).toBe(3);
    expect(
      ((await t.json('GET', '/api/admin/subscriptions?status=active')).body as Page).data.map((s) => s.tier),
    ).toEqual(['all-star']);
    expect(
      ((await t.json('GET', '/api/admin/subscriptions?plan=scout')).body as Page).data.map((s) => s.user_id),
    ).toEqual([ADMIN_ID]);
    expect(
      ((await t.json('GET', `/api/admin/subscriptions?userId=${SUBSCRIBER_ID}`)).body as Page).count,
    ).toBe(2);
    expect(
      ((await t.json('GET', '/api/admin/subscriptions?search=USER@example.com')).body as Page).count,
    ).toBe(2);
    expect(
      ((await t.json('GET', '/api/admin/subscriptions?search=nobody@example.com')).body as Page).count,
    ).toBe(0);
    expect(
      ((await t.json('GET', '/api/admin/subscriptions?pageSize=1&page=2')).body as Page).data,
    ).toHaveLength(1);
  });

  it('rejects bad filters with a 400 naming the field', async () => {
    expect(((await t.json('GET', '/api/admin/subscriptions?status=paused')).body as Err).error.field).toBe(
      'status',
    );
    expect(((await t.json('GET', '/api/admin/subscriptions?plan=gold')).body as Err).error.field).toBe(
      'plan',
    );
    expect(((await t.json('GET', '/api/admin/subscriptions?userId=42')).body as Err).error.field).toBe(
      'userId',
    );
  });
});
