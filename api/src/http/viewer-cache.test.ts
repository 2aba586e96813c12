import type { DbHandle } from '@edgeboard/adapters/sql/db';
import type { UserWithSubscriptions } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../container';
import { ManualClock } from '../testing/test-app';
import { invalidatingViewers, SUBSCRIPTION_WRITES, USER_WRITES, ViewerCache } from './viewer-cache';
import { testAppPerSuite } from '../testing/per-suite';

const account = (id: string, role: 'free' | 'admin' = 'free'): UserWithSubscriptions => ({
  profile: { id, name: id, email: `${id}@x.dev`, role, created_at: '2026-01-01T00:00:00.000Z' },
  subscriptions: [],
});

describe('ViewerCache', () => {
  const start = '2026-11-21T12:00:00Z';

  it('keeps an entry for the TTL on its clock', () => {
    const clock = new ManualClock(new Date(start));
    const cache = new ViewerCache(clock, 3_000);
    cache.set('u1', account('u1'), cache.mark());
    clock.set('2026-11-21T12:00:02.999Z');
    expect(cache.get('u1')?.profile.id).toBe('u1');
    clock.set('2026-11-21T12:00:03Z');
    expect(cache.get('u1')).toBeUndefined();
  });

  it('forgets one user on invalidate, everyone on clear, and drops the oldest when full', () => {
    const cache = new ViewerCache(new ManualClock(new Date(start)), 3_000, 2);
    cache.set('u1', account('u1'), cache.mark());
    cache.set('u2', account('u2'), cache.mark());
    cache.invalidate('u1');
    expect([cache.get('u1'), cache.get('u2')?.profile.id]).toEqual([undefined, 'u2']);
    cache.set('u3', account('u3'), cache.mark());
    cache.set('u4', account('u4'), cache.mark());
    expect([cache.get('u2'), cache.get('u3')?.profile.id, cache.get('u4')?.profile.id]).toEqual([
      undefined,
      'u3',
      'u4',
    ]);
    cache.clear();
    expect([cache.get('u3'), cache.get('u4')]).toEqual([undefined, undefined]);
  });

  // A request that read the old role just before an admin's write must not put it back after the write.
  it('refuses what was read before an invalidation', () => {
    const cache = new ViewerCache(new ManualClock(new Date(start)));
    const mark = cache.mark();
    cache.invalidate('u1');
    cache.set('u1', account('u1'), mark);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('invalidates the user each write touched, and everyone when a write fails or names no user', async () => {
    const calls: string[] = [];
    const target = {
      invalidate: (id: string) => calls.push(`invalidate ${id}`),
      clear: () => calls.push('clear'),
    };
    const users = invalidatingViewers(
      {
        updateRole: (id: string) => Promise.resolve({ id }),
        updateName: () => Promise.reject(new Error('down')),
        delete: (id: string) => Promise.resolve(id === 'u1'),
        findById: (id: string) => Promise.resolve({ id }),
      },
      USER_WRITES,
      target,
    );
    const subscriptions = invalidatingViewers(
      {
        create: (input: { user_id: string }) => Promise.resolve(input),
        upsertByProviderId: (input: { user_id: string }) => Promise.resolve(input),
        update: (id: string) => Promise.resolve(id === 's1' ? { user_id: 'u5' } : null),
        updateByProviderId: () => Promise.resolve({}),
      },
      SUBSCRIPTION_WRITES,
      target,
    );
    await users.updateRole('u1');
    await users.delete('u2');
    await users.findById('u3');
    await expect(users.updateName()).rejects.toThrow('down');
    await subscriptions.create({ user_id: 'u4' });
    await subscriptions.update('s1');
    await subscriptions.update('nope');
    await subscriptions.updateByProviderId();
    expect(calls).toEqual([
      'invalidate u1',
      'invalidate u2',
      'clear',
      'invalidate u4',
      'invalidate u5',
      'clear',
    ]);
  });
});

describe('the viewer of a request, cached per instance', () => {
  let member: { id: string; headers: Record<string, string> };
  let admin: { headers: Record<string, string> };

  const t = testAppPerSuite({}, async (t) => {
    member = await t.user('member@x.dev');
    admin = await t.user('boss@x.dev', { role: 'admin' });
  });

  async function me() {
    const res = await t.get('/api/me', member.headers);
    expect(res.status).toBe(200);
    return (await res.json()) as {
      profile: { role: string };
      subscription: { tier: string; isAdmin: boolean };
    };
  }
  const sent = async (fn: () => Promise<unknown>) =>
    (await t.container.get<DbHandle>(TOKENS.db).statements.record(fn)).statements;

  it('reads the profile and subscriptions once, then only checks the session', async () => {
    await me();
    const again = await sent(() => me());
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/auth_sessions/);
  });

  it('shows a role change on the very next request', async () => {
    expect((await me()).profile.role).toBe('free');
    const res = await t.app.request(`/api/admin/users/${member.id}`, {
      method: 'PATCH',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(res.status).toBe(200);
    expect(await me()).toMatchObject({ profile: { role: 'admin' }, subscription: { isAdmin: true } });
    await t.repos.users.updateRole(member.id, 'free');
    expect(await me()).toMatchObject({ profile: { role: 'free' }, subscription: { isAdmin: false } });
  });

  it('shows a subscription change on the very next request', async () => {
    expect((await me()).subscription.tier).toBe('free');
    // What a payment webhook writes for a checkout, then for a cancellation.
    const start = t.clock.now();
    const sub = await t.repos.subscriptions.upsertByProviderId({
      user_id: member.id,
      tier: 'all-star',
      status: 'active',
      price_id: null,
      provider_subscription_id: 'sub_viewer_cache',
      current_period_start: start.toISOString(),
      current_period_end: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
      cancel_at_period_end: false,
    });
    expect((await me()).subscription.tier).toBe('all-star');
    await t.repos.subscriptions.update(sub.id, { status: 'canceled' });
    expect((await me()).subscription.tier).toBe('free');
  });
});
