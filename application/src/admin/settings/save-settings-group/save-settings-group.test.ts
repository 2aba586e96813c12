import { DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE, maskSettings, ValidationError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { settingsStore, STORED } from '../settings-test-kit';
import { saveSettingsGroup } from './save-settings-group';

describe('saveSettingsGroup', () => {
  it('replaces one group, keeps the others and answers the record masked', async () => {
    const deps = settingsStore();
    const application = { ...STORED.application, siteName: 'Renamed' };
    const answer = await saveSettingsGroup(deps, 'application', application);
    expect(deps.store.settings).toEqual({ ...STORED, application });
    expect(answer).toEqual(maskSettings({ ...STORED, application }));
  });

  it('keeps a stored secret sent back masked, and stores a retyped one', async () => {
    const deps = settingsStore();
    const masked = maskSettings(STORED).integration;
    await saveSettingsGroup(deps, 'integration', { ...masked, recaptchaSecretKey: 'new-recaptcha' });
    expect(deps.store.settings.integration.stripeSecretKey).toBe(STORED.integration.stripeSecretKey);
    expect(deps.store.settings.integration.recaptchaSecretKey).toBe('new-recaptcha');
  });

  it('refuses admin as the default role of new accounts, and saves nothing', async () => {
    const deps = settingsStore();
    const attempt = saveSettingsGroup(deps, 'application', {
      ...STORED.application,
      defaultUserRole: 'admin',
    });
    await expect(attempt).rejects.toThrow(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      code: 'default_role_not_allowed',
      message: DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
      issues: [{ path: 'defaultUserRole', message: DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE }],
    });
    expect(deps.store.settings).toBe(STORED);
  });
});
