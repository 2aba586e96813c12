// The application settings at work on the whole app: maintenance mode, the public site info, and the role a
// self-registration gets.
import { DEFAULT_SETTINGS, type AdminSettings } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app';
import { testAppPerTest } from '../testing/per-suite';

type Err = { error: { code: string; message: string } };
const VERSIONED = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

describe('application settings on the running app', () => {
  const t = testAppPerTest();

  const saveApplication = async (
    headers: Record<string, string>,
    changes: Partial<AdminSettings['application']>,
  ) =>
    t.app.request('/api/admin/settings/application', {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEFAULT_SETTINGS.application, ...changes }),
    });

  it('never makes a self-registration an administrator, even with "admin" stored as the default', async () => {
    // An older build let "admin" be saved; the repository takes it as the stored state.
    await t.repos.settings.saveGroup('application', {
      ...DEFAULT_SETTINGS.application,
      defaultUserRole: 'admin',
    });
    const res = await t.signUp('newcomer@example.com');
    expect(res.status).toBe(200);
    const { access_token: token, user } = (await res.json()) as {
      access_token: string;
      user: { id: string };
    };
    expect((await t.repos.users.findById(user.id))?.role).toBe('free');
    const settings = await t.get('/api/admin/settings', { authorization: `Bearer ${token}` });
    expect(settings.status).toBe(403);
  });

  it('gives a self-registration the "user" default when that is configured', async () => {
    const admin = await t.user('boss@example.com', { role: 'admin' });
    expect((await saveApplication(admin.headers, { defaultUserRole: 'user' })).status).toBe(200);
    const { user } = (await (await t.signUp('second@example.com')).json()) as { user: { id: string } };
    expect((await t.repos.users.findById(user.id))?.role).toBe('user');
  });

  it('answers the site name and description publicly, for titles and meta tags', async () => {
    const admin = await t.user('boss@example.com', { role: 'admin' });
    await saveApplication(admin.headers, { siteName: 'Prop Lab', siteDescription: 'Player props, priced' });
    const res = await t.get('/api/site');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      siteName: 'Prop Lab',
      siteDescription: 'Player props, priced',
      maintenanceMode: false,
      maintenanceMessage: null,
      mode: 'local',
      season: 2025,
      week: 6,
    });
  });

  it("answers the season and week of the server's season clock: a replayed 2023 is 2023, not a season built in", async () => {
    const replay = await createTestApp({ seasonNow: '2023-11-05T18:00:00Z' });
    try {
      expect(await (await replay.get('/api/site')).json()).toMatchObject({ season: 2023, week: 9 });
    } finally {
      await replay.close();
    }
  });

  it('in maintenance mode answers subscribers 503 with the message while admins, sign-in and health keep working', async () => {
    const admin = await t.user('boss@example.com', { role: 'admin' });
    const subscriber = await t.user('pro@example.com', { tier: 'all-star' });
    expect((await t.get('/api/me', subscriber.headers)).status).toBe(200);

    expect(
      (await saveApplication(admin.headers, { siteName: 'Prop Lab', maintenanceMode: true })).status,
    ).toBe(200);

    for (const path of ['/api/me', '/api/props', '/api/admin/settings']) {
      const blocked = await t.get(path, subscriber.headers);
      expect(blocked.status, path).toBe(503);
      expect(((await blocked.json()) as Err).error).toEqual({
        code: 'maintenance',
        message: 'Prop Lab is down for maintenance. Please check back soon.',
      });
    }
    expect((await t.get('/api/me')).status).toBe(503);

    expect((await t.get('/api/me', admin.headers)).status).toBe(200);
    expect((await t.get('/api/admin/settings', admin.headers)).status).toBe(200);
    expect((await t.get('/api/health')).status).toBe(200);
    const site = (await (await t.get('/api/site')).json()) as {
      maintenanceMode: boolean;
      maintenanceMessage: string;
    };
    expect(site).toMatchObject({
      maintenanceMode: true,
      maintenanceMessage: 'Prop Lab is down for maintenance. Please check back soon.',
    });

    const signIn = await t.app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: VERSIONED,
      body: JSON.stringify({ email: 'boss@example.com', password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: fresh } = (await signIn.json()) as { access_token: string };
    expect((await t.get('/api/admin/settings', { authorization: `Bearer ${fresh}` })).status).toBe(200);

    // Switching it off restores the product for everyone.
    expect((await saveApplication(admin.headers, { maintenanceMode: false })).status).toBe(200);
    expect((await t.get('/api/me', subscriber.headers)).status).toBe(200);
  });
});
