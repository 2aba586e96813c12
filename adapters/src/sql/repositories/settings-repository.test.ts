import { DEFAULT_SETTINGS } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { AesGcmSecretCipher, generateEncryptionKey } from '../../secrets/secret-cipher';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlSettingsRepository } from './settings-repository';

describeEachEngine('SqlSettingsRepository', (getDb) => {
  const cipher = new AesGcmSecretCipher(generateEncryptionKey());
  const repo = () => new SqlSettingsRepository(getDb(), cipher);

  emptyBeforeEach(getDb, ['admin_settings']);

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
  });

  it('stores secret keys sealed with AES-256-GCM, never in clear', async () => {
    const integration = {
      ...DEFAULT_SETTINGS.integration,
      stripeSecretKey: 'sk_live_secret1234',
      recaptchaSecretKey: 'rc_secret',
    };
    await repo().saveGroup('integration', integration);
    const raw = await getDb().selectFrom('admin_settings').selectAll().executeTakeFirstOrThrow();
    expect(raw.stripe_secret_key).toMatch(/^enc:v1:/);
    expect(raw.stripe_secret_key).not.toContain('sk_live');
    expect(raw.recaptcha_secret_key).not.toContain('rc_secret');
    expect((await repo().get()).integration).toEqual(integration);

    // Another install's key cannot read them: they read as not set rather than failing every settings read.
    const stranger = new SqlSettingsRepository(getDb(), new AesGcmSecretCipher(generateEncryptionKey()));
    expect((await stranger.get()).integration.stripeSecretKey).toBe('');
    // A value moved to the other column does not open either (each seal is bound to its column).
    await getDb()
      .updateTable('admin_settings')
      .set({ recaptcha_secret_key: raw.stripe_secret_key })
      .execute();
    expect((await repo().get()).integration.recaptchaSecretKey).toBe('');
  });

  it('reads a secret written in clear before sealing existed, and seals it on the next save', async () => {
    await repo().saveGroup('application', DEFAULT_SETTINGS.application);
    await getDb().updateTable('admin_settings').set({ stripe_secret_key: 'sk_legacy_1234' }).execute();
    const stored = await repo().get();
    expect(stored.integration.stripeSecretKey).toBe('sk_legacy_1234');
    await repo().saveGroup('integration', stored.integration);
    const raw = await getDb().selectFrom('admin_settings').selectAll().executeTakeFirstOrThrow();
    expect(raw.stripe_secret_key).toMatch(/^enc:v1:/);
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
