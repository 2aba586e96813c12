import { SESSION_EXPIRED_MESSAGE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/test-app';
import { testAppPerSuite } from '../testing/per-suite';

const t = testAppPerSuite();

describe('GET /api/me', () => {
  it('returns the profile and the resolved subscription', async () => {
    const u = await t.user('me@x.dev', { tier: 'starting', name: 'Mia Example' });
    const res = await t.get('/api/me', u.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: u.id,
      email: 'me@x.dev',
      profile: { name: 'Mia Example', role: 'free' },
      subscription: { tier: 'starting', status: 'active', isAdmin: false },
    });
  });

  it('gives admins all-star, and takes a role change into account on the next request', async () => {
    const u = await t.user('soon-admin@x.dev');
    expect(await (await t.get('/api/me', u.headers)).json()).toMatchObject({
      subscription: { tier: 'free', isAdmin: false },
    });
    await t.repos.users.updateRole(u.id, 'admin');
    expect(await (await t.get('/api/me', u.headers)).json()).toMatchObject({
      subscription: { tier: 'all-star', isAdmin: true },
    });
  });

  it('needs a session', async () => {
    const res = await t.get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: SESSION_EXPIRED_MESSAGE } });
  });
});

describe('DELETE /api/me', () => {
  it('removes the profile and the sign-in, and records the deletion', async () => {
    const u = await t.user('leaving@x.dev');
    const res = await t.app.request('/api/me', { method: 'DELETE', headers: u.headers });
    expect(res.status).toBe(200);
    expect(await t.repos.users.findById(u.id)).toBeNull();
    await expect(
      t.auth.signInWithPassword({ email: 'leaving@x.dev', password: TEST_PASSWORD }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect((await t.get('/api/me', u.headers)).status).toBe(401);
    expect((await t.repos.activity.recentForUser(u.id)).map((a) => a.activity)).toContain('account_deleted');
  });
});

describe('GET /api/subscription/{userId}/access/{tier}', () => {
  it('answers for yourself, refuses someone else, and lets an admin ask about anyone', async () => {
    const scout = await t.user('scout-a@x.dev', { tier: 'scout' });
    const other = await t.user('other-a@x.dev', { tier: 'all-star' });
    const admin = await t.user('admin-a@x.dev', { role: 'admin' });
    const access = async (userId: string, tier: string, headers: Record<string, string>) => {
      const res = await t.get(`/api/subscription/${userId}/access/${tier}`, headers);
      return { status: res.status, body: await res.json() };
    };
    expect(await access(scout.id, 'scout', scout.headers)).toEqual({
      status: 200,
      body: { hasAccess: true },
    });
    expect(await access(scout.id, 'starting', scout.headers)).toEqual({
      status: 200,
      body: { hasAccess: false },
    });
    expect((await access(other.id, 'all-star', scout.headers)).status).toBe(403);
    expect(await access(other.id, 'all-star', admin.headers)).toEqual({
      status: 200,
      body: { hasAccess: true },
    });
    expect((await access(scout.id, 'gold', scout.headers)).status).toBe(400);
  });
});
