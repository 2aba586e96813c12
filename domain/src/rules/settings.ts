import type { AdminSettings, IntegrationSettings, SettingsGroup } from '../entities/admin';
import { DEFAULT_SETTINGS } from '../entities/admin';

/** Integration fields that are secrets: masked in every answer to a browser. */
export const SECRET_SETTINGS_FIELDS = [
  'stripeSecretKey',
  'recaptchaSecretKey',
] as const satisfies readonly (keyof IntegrationSettings)[];
const MASK = '••••••••';

/** A secret as it may leave the server: empty stays empty, anything else shows only its last 4 characters. */
export function maskSecret(secret: string): string {
  if (secret === '') return '';
  return secret.length <= 4 ? MASK : `${MASK}${secret.slice(-4)}`;
}

/** Settings with the secret keys masked, for any answer sent to a browser. */
export function maskSettings(settings: AdminSettings): AdminSettings {
  const integration = { ...settings.integration };
  for (const field of SECRET_SETTINGS_FIELDS) integration[field] = maskSecret(integration[field]);
  return { ...settings, integration };
}

/**
 * Saving a tab replaces only that group. A secret that comes back still masked (the admin did not
 * retype it) keeps the stored value.
 */
export function replaceSettingsGroup<G extends SettingsGroup>(
  stored: AdminSettings,
  group: G,
  value: AdminSettings[G],
): AdminSettings {
  if (group !== 'integration') return { ...stored, [group]: value };
  const incoming = { ...(value as IntegrationSettings) };
  for (const field of SECRET_SETTINGS_FIELDS) {
    if (incoming[field].startsWith(MASK)) incoming[field] = stored.integration[field];
  }
  return { ...stored, integration: incoming };
}

/** Reset restores only the given group's defaults. */
export function resetSettingsGroup(settings: AdminSettings, group: SettingsGroup): AdminSettings {
  if (group === 'notification') {
    const defaults = DEFAULT_SETTINGS.notification;
    return {
      ...settings,
      notification: { ...defaults, adminEmailRecipients: [...defaults.adminEmailRecipients] },
    };
  }
  return { ...settings, [group]: { ...DEFAULT_SETTINGS[group] } };
}
