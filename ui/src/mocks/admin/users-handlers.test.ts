// @vitest-environment node
import { AdminSubscriptionView, UserActivity, UserProfile } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from '@/mocks/demo-world';
import { call, error, json, pageOf, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: users', () => {
  it('lists users newest first with a case-insensitive partial search and a role filter', async () => {
    const all = await json(pageOf(UserProfile), await call('/users?pageSize=100'));
    expect(all.count).toBe(demoWorld().users.length);
    const sorted = all.data.map((u) => u.created_at);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const found = await json(pageOf(UserProfile), await call('/users?search=ALLSTAR'));
    expect(found.data.map((u) => u.email)).toContain('allstar@demo.edgeboard.dev');
    const admins = await json(pageOf(UserProfile), await call('/users?role=admin'));
    expect(admins.count).toBeGreaterThan(0);
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    const second = await json(pageOf(UserProfile), await call('/users?page=2&pageSize=2'));
    expect(second.data.map((u) => u.id)).toEqual(all.data.slice(2, 4).map((u) => u.id));
    expect((await error(await call('/users?role=owner'), 400)).field).toBe('role');
  });

  it('changes a role, records it in the activity, and refuses an admin’s own role change', async () => {
    const fan = demoWorld().users.find((u) => u.email === 'allstar@demo.edgeboard.dev')!;
    const role = fan.role === 'free' ? 'user' : 'free';
    const updated = await json(
      UserProfile,
      await call(`/users/${fan.id}`, { method: 'PATCH', body: JSON.stringify({ role }) }),
    );
    expect(updated.role).toBe(role);
    const activity = await json(z.array(UserActivity), await call(`/users/${fan.id}/activity`));
    expect(activity[0]?.activity).toBe('role_changed');
    expect(activity[0]?.target).toBe(`${fan.role} -> ${role} by admin@demo.edgeboard.dev`);
    const recent = await json(z.array(UserActivity), await call('/activity'));
    expect(recent[0]?.id).toBe(activity[0]?.id);
    const me = demoWorld().users.find((u) => u.email === 'admin@demo.edgeboard.dev')!;
    const own = await call(`/users/${me.id}`, { method: 'PATCH', body: JSON.stringify({ role: 'free' }) });
    expect((await error(own, 409)).code).toBe('own_role');
    const missing = '99999999-9999-4999-8999-999999999999';
    expect((await error(await call(`/users/${missing}/subscription`), 404)).code).toBe('not_found');
    const sub = await json(AdminSubscriptionView.nullable(), await call(`/users/${fan.id}/subscription`));
    expect(sub?.user_id).toBe(fan.id);
    await call(`/users/${fan.id}`, { method: 'PATCH', body: JSON.stringify({ role: fan.role }) });
  });
});
