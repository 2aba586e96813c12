import type {
  AdminSettings,
  ApplicationSettings,
  IntegrationSettings,
  NotificationSettings,
} from '../../entities/admin';

export interface SettingsGroups {
  application: ApplicationSettings;
  notification: NotificationSettings;
  integration: IntegrationSettings;
}

/**
 * The single admin settings record (id 1). Values come back unmasked: masking secrets is the API's
 * job, so this port must never be wired to a response directly.
 */
export interface SettingsRepository {
  /** Stored groups, each falling back to its defaults while never saved. */
  get(): Promise<AdminSettings>;
  /** Replaces one group; the others stay as they are. Returns the whole record. */
  saveGroup<G extends keyof SettingsGroups>(group: G, value: SettingsGroups[G]): Promise<AdminSettings>;
}
