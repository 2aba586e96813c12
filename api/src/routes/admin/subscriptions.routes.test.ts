import { describe, expect, it } from 'vitest';
import { adminContextPerSuite } from './admin-test-setup';
import { ADMIN_ID, SUBSCRIBER_ID } from './route-testing';

type Page = {
  data: { user_id: string; tier: string; status: string; user_name: string; user_email: string }[];
  count: number;
};
type Err = { error: { field?: string } };

describe('admin subscriptions', () => {
  const t = adminContextPerSuite(async (t) => {
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

  it("names each row's user, and searches e-mail or name partially and case-insensitively", async () => {
    const all = (await t.json('GET', '/api/admin/subscriptions?plan=scout')).body as Page;
    expect(all.data[0]).toMatchObject({ user_name: 'Ada Admin', user_email: 'admin@example.com' });
    // Before: only the whole e-mail address or the id found anything.
    const byPart = (await t.json('GET', '/api/admin/subscriptions?search=USER@')).body as Page;
    expect(byPart.data.map((s) => s.user_email)).toEqual(['user@example.com', 'user@example.com']);
    const byName = (await t.json('GET', '/api/admin/subscriptions?search=sam%20sub')).body as Page;
    expect(byName.count).toBe(2);
    const byId = (await t.json('GET', `/api/admin/subscriptions?search=${ADMIN_ID}`)).body as Page;
    expect(byId.data.map((s) => s.tier)).toEqual(['scout']);
    // LIKE wildcards in the text are taken literally.
    expect(((await t.json('GET', '/api/admin/subscriptions?search=%25')).body as Page).count).toBe(0);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const byEmail = (await t.json('GET', '/api/admin/subscriptions?sortBy=user_email')).body as Page;
    expect(byEmail.data.map((s) => s.user_email)).toEqual([
      'admin@example.com',
      'user@example.com',
      'user@example.com',
    ]);
    const byTier = (await t.json('GET', '/api/admin/subscriptions?sortBy=tier&sortOrder=desc')).body as Page;
    expect(byTier.data.map((s) => s.tier)).toEqual(['starting', 'scout', 'all-star']);
  });

  it('rejects an unknown sort column or direction with a 400', async () => {
    const res = await t.json('GET', '/api/admin/subscriptions?sortBy=provider_customer_id');
    expect(res.status).toBe(400);
    expect((res.body as Err).error.field).toBe('sortBy');
    expect(((await t.json('GET', '/api/admin/subscriptions?sortOrder=up')).body as Err).error.field).toBe(
      'sortOrder',
    );
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
