import { DEFAULT_SETTINGS } from '@edgeboard/domain';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlSettingsRepository } from './settings-repository';

describeEachEngine('SqlSettingsRepository', (getDb) => {
  const repo = () => new SqlSettingsRepository(getDb());

  beforeEach(async () => {
    await getDb().deleteFrom('admin_settings').execute();
  });

  it('answers the defaults while nothing is saved', async () => {
    expect(await repo().get()).toEqual(DEFAULT_SETTINGS);
  });

  it('saves one group and leaves the others at their values', async () => {
    const application = { ...DEFAULT_SETTINGS.application, siteName: 'Edge HQ', maintenanceMode: true };
    const afterApp = await repo().saveGroup('application', application);
    expect(afterApp).toEqual({ ...DEFAULT_SETTINGS, application });
    const notification = { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: ['ops@example.com'] };
    const afterBoth = await repo().saveGroup('notification', notification);
    expect(afterBoth).toEqual({ ...DEFAULT_SETTINGS, application, notification });
    expect(await repo().get()).toEqual(afterBoth);
  });

  it('keeps secret keys out of the integration JSON and returns them to the server', async () => {
    const integration = {
      ...DEFAULT_SETTINGS.integration,
      stripePublicKey: 'pk_live_abc',
      stripeSecretKey: 'sk_live_secret1234',
      recaptchaSecretKey: 'rc_secret',
    };
    expect((await repo().saveGroup('integration', integration)).integration).toEqual(integration);
    const raw = await getDb().selectFrom('admin_settings').selectAll().executeTakeFirstOrThrow();
    const json = typeof raw.integration === 'string' ? raw.integration : JSON.stringify(raw.integration);
    expect(json).toContain('pk_live_abc');
    expect(json).not.toContain('secret');
    expect(raw.stripe_secret_key).toBe('sk_live_secret1234');
  });

  it('refuses a group that does not fit its schema', async () => {
    await expect(
      repo().saveGroup('notification', {
        ...DEFAULT_SETTINGS.notification,
        adminEmailRecipients: ['not-an-email'],
      }),
    ).rejects.toThrow();
    expect(await repo().get()).toEqual(DEFAULT_SETTINGS);
  });
});
