import type {
  AdminSettings,
  ApplicationSettings,
  IntegrationSettings,
  NotificationSettings,
  SettingsGroup,
  SiteInfo,
} from '../entities/admin';
import { DEFAULT_SETTINGS } from '../entities/admin';
import type { Role } from '../entities/user';
import { maintenanceMessage } from '../messages';

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

/**
 * Roles a self-registration may receive. Admin is never one: an administrator is made only by another
 * administrator's role change, whatever the stored default says.
 */
export const SELF_REGISTRATION_ROLES = ['free', 'user'] as const satisfies readonly Role[];
export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number];

export const isSelfRegistrationRole = (role: Role): role is SelfRegistrationRole =>
  (SELF_REGISTRATION_ROLES as readonly Role[]).includes(role);

/** The role a new sign-up gets: the configured default, or free if that default is one sign-ups may not get. */
export function registrationRole(application: ApplicationSettings): SelfRegistrationRole {
  return isSelfRegistrationRole(application.defaultUserRole) ? application.defaultUserRole : 'free';
}

export type AdminNotificationEvent = 'newUser' | 'newSubscription' | 'systemError';

const NOTIFY_FLAG: Record<AdminNotificationEvent, keyof NotificationSettings> = {
  newUser: 'notifyOnNewUser',
  newSubscription: 'notifyOnNewSubscription',
  systemError: 'notifyOnError',
};

/** Who is e-mailed about an event: nobody unless e-mail notifications and the event's flag are both on. */
export function notificationRecipients(
  notification: NotificationSettings,
  event: AdminNotificationEvent,
): string[] {
  if (!notification.enableEmailNotifications || notification[NOTIFY_FLAG[event]] !== true) return [];
  return [...new Set(notification.adminEmailRecipients)];
}

/** The public view of the settings: nothing secret, nothing about notifications or integrations. */
export function siteInfo(
  application: ApplicationSettings,
  mode: SiteInfo['mode'],
  at: Pick<SiteInfo, 'season' | 'week'>,
  replay?: SiteInfo['replay'],
): SiteInfo {
  return {
    siteName: application.siteName,
    siteDescription: application.siteDescription,
    maintenanceMode: application.maintenanceMode,
    maintenanceMessage: application.maintenanceMode ? maintenanceMessage(application.siteName) : null,
    mode,
    season: at.season,
    week: at.week,
    ...(replay !== undefined && { replay }),
  };
}
