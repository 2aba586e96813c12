import {
  AdminSettings,
  ApplicationSettings,
  DEFAULT_SETTINGS,
  IntegrationSettings,
  NotificationSettings,
  SETTINGS_ID,
} from '@edgeboard/domain';
import type { SettingsGroups, SettingsRepository } from '@edgeboard/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db';
import { nowIso, parseJson, parseRow, toJson } from '../row-mapping';
import type { AdminSettingsTable } from '../tables';

/**
 * Secret keys live in their own columns rather than in the integration JSON, so a query that reads the
 * groups for display can never carry them by accident.
 */
export class SqlSettingsRepository implements SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(): Promise<AdminSettings> {
    const row = await this.db
      .selectFrom('admin_settings')
      .selectAll()
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirst();
    if (!row) return structuredClone(DEFAULT_SETTINGS);
    const stored = (v: unknown): object => (v === null ? {} : (parseJson(v) as object));
    return parseRow(AdminSettings, 'admin_settings', {
      id: SETTINGS_ID,
      application: { ...DEFAULT_SETTINGS.application, ...stored(row.application) },
      notification: { ...DEFAULT_SETTINGS.notification, ...stored(row.notification) },
      integration: {
        ...DEFAULT_SETTINGS.integration,
        ...stored(row.integration),
        stripeSecretKey: row.stripe_secret_key ?? DEFAULT_SETTINGS.integration.stripeSecretKey,
        recaptchaSecretKey: row.recaptcha_secret_key ?? DEFAULT_SETTINGS.integration.recaptchaSecretKey,
      },
    });
  }

  async saveGroup<G extends keyof SettingsGroups>(
    group: G,
    value: SettingsGroups[G],
  ): Promise<AdminSettings> {
    const set: Updateable<AdminSettingsTable> = { updated_at: nowIso() };
    if (group === 'application') {
      set.application = toJson(parseRow(ApplicationSettings, 'admin_settings.application', value));
    } else if (group === 'notification') {
      set.notification = toJson(parseRow(NotificationSettings, 'admin_settings.notification', value));
    } else {
      const { stripeSecretKey, recaptchaSecretKey, ...shown } = parseRow(
        IntegrationSettings,
        'admin_settings.integration',
        value,
      );
      set.stripe_secret_key = stripeSecretKey;
      set.recaptcha_secret_key = recaptchaSecretKey;
      set.integration = toJson(shown);
    }
    await this.db
      .insertInto('admin_settings')
      .values({
        id: SETTINGS_ID,
        application: null,
        notification: null,
        integration: null,
        ...set,
        updated_at: nowIso(),
      })
      .onConflict((oc) => oc.column('id').doUpdateSet(set))
      .execute();
    return this.get();
  }
}
