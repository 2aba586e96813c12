import { describe, expect, it } from 'vitest';
import { newUser, userId } from '@edgeboard/adapters/sql/repositories/test-rows';
import { adminContextPerSuite } from './admin-test-setup';
import { ADMIN_ID, SUBSCRIBER_ID } from './route-testing';

type Page = { data: { email: string; role: string }[]; count: number };
type Err = { error: { code: string; message: string; field?: string } };

describe('admin users', () => {
  const t = adminContextPerSuite(async (t) => {
    for (let n = 1; n <= 12; n++)
      await t.repos.users.create(newUser(n, { name: n === 7 ? 'Jordan Love' : `User ${n}` }));
  });

  it('pages 10 per page, newest first, with the exact count', async () => {
    const first = (await t.json('GET', '/api/admin/users')).body as Page;
    expect(first.count).toBe(14);
    expect(first.data).toHaveLength(10);
    // The subscriber joined after every seeded user.
    expect(first.data.map((u) => u.email).slice(0, 2)).toEqual(['user@example.com', 'user12@example.com']);
    const last = (await t.json('GET', '/api/admin/users?page=2')).body as Page;
    expect(last.data).toHaveLength(4);
  });

  it('searches e-mail or name case-insensitively and filters by role', async () => {
    const byName = (await t.json('GET', '/api/admin/users?search=JORDAN')).body as Page;
    expect(byName.data.map((u) => u.email)).toEqual(['user7@example.com']);
    const byEmail = (await t.json('GET', '/api/admin/users?search=USER1')).body as Page;
    expect(byEmail.count).toBe(4);
    const admins = (await t.json('GET', '/api/admin/users?role=admin')).body as Page;
    expect(admins.data.map((u) => u.email)).toEqual(['admin@example.com']);
  });

  it('sorts by a whitelisted column, and refuses any other with a 400', async () => {
    const byName = (await t.json('GET', '/api/admin/users?sortBy=name&pageSize=3')).body as Page;
    expect(byName.data.map((u) => u.email)).toEqual([
      'admin@example.com', // Ada Admin
      'user7@example.com', // Jordan Love
      'user@example.com', // Sam Subscriber
    ]);
    const oldest = (await t.json('GET', '/api/admin/users?sortOrder=asc&pageSize=1')).body as Page;
    expect(oldest.data.map((u) => u.email)).toEqual(['admin@example.com']);
    const res = await t.json('GET', '/api/admin/users?sortBy=password');
    expect(res.status).toBe(400);
    expect((res.body as Err).error.field).toBe('sortBy');
  });

  it('rejects bad list parameters with a 400 naming the field', async () => {
    const res = await t.json('GET', '/api/admin/users?role=owner');
    expect(res.status).toBe(400);
    expect((res.body as Err).error.field).toBe('role');
    expect(((await t.json('GET', '/api/admin/users?page=0')).body as Err).error.field).toBe('page');
  });

  it('changes a role, records it, and shows it in the activity', async () => {
    const res = await t.json('PATCH', `/api/admin/users/${userId(3)}`, { role: 'user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: userId(3), role: 'user' });
    expect((await t.repos.users.findById(userId(3)))?.role).toBe('user');
    const activity = (await t.json('GET', `/api/admin/users/${userId(3)}/activity`)).body as {
      activity: string;
      target: string;
    }[];
    expect(activity[0]).toMatchObject({ activity: 'role_changed' });
    expect(activity[0]?.target).toContain('free -> user');
    const recent = (await t.json('GET', '/api/admin/activity')).body as {
      user_id: string;
      activity: string;
      email: string | null;
    }[];
    expect(recent[0]).toMatchObject({ user_id: userId(3), activity: 'role_changed' });
    expect(recent[0]?.email).toMatch(/@/);
  });

  it('refuses bad role changes: unknown role, bad id, unknown user, own role', async () => {
    const bad = await t.json('PATCH', `/api/admin/users/${userId(3)}`, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect((bad.body as Err).error.field).toBe('role');
    expect(((await t.json('PATCH', `/api/admin/users/${userId(3)}`, {})).body as Err).error.field).toBe(
      'role',
    );
    expect(
      ((await t.json('PATCH', '/api/admin/users/not-a-uuid', { role: 'user' })).body as Err).error.field,
    ).toBe('id');
    expect((await t.json('PATCH', `/api/admin/users/${userId(99)}`, { role: 'user' })).status).toBe(404);
    expect((await t.json('PATCH', `/api/admin/users/${ADMIN_ID}`, { role: 'free' })).status).toBe(409);
    const notJson = await t.app.request(`/api/admin/users/${userId(3)}`, {
      method: 'PATCH',
      body: '{role:',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('shows the latest subscription with its plan, or null', async () => {
    expect((await t.json('GET', `/api/admin/users/${SUBSCRIBER_ID}/subscription`)).body).toBeNull();
    await t.repos.subscriptions.create({
      user_id: SUBSCRIBER_ID,
      tier: 'starting',
      status: 'active',
      price_id: 'price_starting',
      provider_subscription_id: null,
      current_period_start: '2025-09-01T00:00:00.000Z',
      current_period_end: '2025-10-01T00:00:00.000Z',
      cancel_at_period_end: false,
    });
    expect((await t.json('GET', `/api/admin/users/${SUBSCRIBER_ID}/subscription`)).body).toMatchObject({
      user_id: SUBSCRIBER_ID,
      tier: 'starting',
      status: 'active',
      price_id: 'price_starting',
      start_date: '2025-09-01T00:00:00.000Z',
      end_date: '2025-10-01T00:00:00.000Z',
    });
    expect((await t.json('GET', `/api/admin/users/${userId(99)}/subscription`)).status).toBe(404);
  });
});
