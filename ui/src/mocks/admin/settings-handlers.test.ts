// @vitest-environment node
import { AdminSettings } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from '@/mocks/demo-world';
import { call, error, json, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: settings', () => {
  it('masks secrets, saves one group and keeps a secret sent back masked', async () => {
    const put = (group: string, body: unknown) =>
      call(`/settings/${group}`, { method: 'PUT', body: JSON.stringify(body) });
    const initial = await json(AdminSettings, await call('/settings'));
    const saved = await json(
      AdminSettings,
      await put('integration', { ...initial.integration, stripeSecretKey: 'sk_test_abcd1234' }),
    );
    expect(saved.integration.stripeSecretKey).toBe('••••••••1234');
    const again = await json(
      AdminSettings,
      await put('integration', { ...saved.integration, googleAnalyticsId: 'G-1' }),
    );
    expect(again.integration.stripeSecretKey).toBe('••••••••1234');
    expect(demoWorld().season.settings.integration.stripeSecretKey).toBe('sk_test_abcd1234');
    const app = await json(
      AdminSettings,
      await put('application', { ...initial.application, siteName: 'X' }),
    );
    expect(app.application.siteName).toBe('X');
    expect(app.integration.googleAnalyticsId).toBe('G-1');
    const bad = await put('notification', { ...initial.notification, adminEmailRecipients: ['nope'] });
    expect((await error(bad, 400)).field).toBe('adminEmailRecipients.0');
  });
});
