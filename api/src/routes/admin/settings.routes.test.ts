import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type AdminSettings } from '@edgeboard/domain';
import { adminContextPerSuite } from './admin-test-setup';

type Err = { error: { field?: string } };

describe('admin settings', () => {
  const t = adminContextPerSuite();

  it('answers the spec defaults before anything is saved', async () => {
    expect((await t.json('GET', '/api/admin/settings')).body).toEqual(DEFAULT_SETTINGS);
  });

  it('saves one group and leaves the others', async () => {
    const application = { ...DEFAULT_SETTINGS.application, siteName: 'EdgeBoard Pro', maintenanceMode: true };
    const res = await t.json('PUT', '/api/admin/settings/application', application);
    expect(res.status).toBe(200);
    expect((res.body as AdminSettings).application).toEqual(application);
    expect((res.body as AdminSettings).notification).toEqual(DEFAULT_SETTINGS.notification);
  });

  it('stores secrets server-side, answers them masked, and keeps them when the mask is sent back', async () => {
    const integration = {
      ...DEFAULT_SETTINGS.integration,
      stripeSecretKey: 'sk_live_abcdefgh1234',
      recaptchaSecretKey: 'rc_secret_9876',
    };
    const saved = (await t.json('PUT', '/api/admin/settings/integration', integration)).body as AdminSettings;
    expect(saved.integration.stripeSecretKey).toBe('••••••••1234');
    expect(saved.integration.stripeSecretKey).not.toContain('sk_live');
    expect((await t.repos.settings.get()).integration.stripeSecretKey).toBe('sk_live_abcdefgh1234');

    const resent = { ...saved.integration, googleAnalyticsId: 'G-123' };
    const again = (await t.json('PUT', '/api/admin/settings/integration', resent)).body as AdminSettings;
    expect(again.integration.googleAnalyticsId).toBe('G-123');
    const stored = await t.repos.settings.get();
    expect(stored.integration.stripeSecretKey).toBe('sk_live_abcdefgh1234');
    expect(stored.integration.recaptchaSecretKey).toBe('rc_secret_9876');
    expect(
      ((await t.json('GET', '/api/admin/settings')).body as AdminSettings).integration.recaptchaSecretKey,
    ).toBe('••••••••9876');
  });

  it('refuses Admin as the default role for new sign-ups with a 400 naming the field, and saves nothing', async () => {
    const before = (await t.repos.settings.get()).application;
    const res = await t.json('PUT', '/api/admin/settings/application', {
      ...DEFAULT_SETTINGS.application,
      siteName: 'Should not be saved',
      defaultUserRole: 'admin',
    });
    expect(res.status).toBe(400);
    const error = (res.body as { error: { code: string; field?: string; message: string } }).error;
    expect(error).toMatchObject({ code: 'default_role_not_allowed', field: 'defaultUserRole' });
    expect(error.message).toMatch(/cannot be made administrators/);
    expect((await t.repos.settings.get()).application).toEqual(before);
    const user = await t.json('PUT', '/api/admin/settings/application', {
      ...DEFAULT_SETTINGS.application,
      defaultUserRole: 'user',
    });
    expect(user.status).toBe(200);
  });

  it('refuses an invalid recipient e-mail and other bad values with a 400 naming the field', async () => {
    const bad = await t.json('PUT', '/api/admin/settings/notification', {
      ...DEFAULT_SETTINGS.notification,
      adminEmailRecipients: ['ops@example.com', 'not-an-email'],
    });
    expect(bad.status).toBe(400);
    expect((bad.body as Err).error.field).toBe('adminEmailRecipients.1');
    const role = await t.json('PUT', '/api/admin/settings/application', {
      ...DEFAULT_SETTINGS.application,
      defaultUserRole: 'owner',
    });
    expect((role.body as Err).error.field).toBe('defaultUserRole');
    const missing = await t.json('PUT', '/api/admin/settings/integration', { stripePublicKey: 'pk' });
    expect(missing.status).toBe(400);
    expect((await t.app.request('/api/admin/settings/payments', { method: 'PUT', body: '{}' })).status).toBe(
      404,
    );
    expect((await t.repos.settings.get()).notification).toEqual(DEFAULT_SETTINGS.notification);
  });
});
