// The settings use cases' tests: a stored record with real-looking secrets, in the in-memory repository.
import { DEFAULT_SETTINGS, type AdminSettings } from '@edgeboard/domain';
import { InMemorySettingsRepository } from '../../in-memory/settings-repository';

export const STORED: AdminSettings = {
  ...DEFAULT_SETTINGS,
  integration: {
    ...DEFAULT_SETTINGS.integration,
    stripeSecretKey: 'sk_test_1234567890abcdef',
    recaptchaSecretKey: 'recaptcha-secret-abcdef',
  },
};

export function settingsStore() {
  const store = { settings: STORED };
  return { store, settings: new InMemorySettingsRepository(store) };
}
