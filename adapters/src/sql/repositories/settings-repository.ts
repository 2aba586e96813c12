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
import { isSealed, type SecretCipher } from '../../secrets/secret-cipher';
import type { Database } from '../db';
import { nowIso, parseJson, parseRow, toJson } from '../row-mapping';
import type { AdminSettingsTable } from '../tables';

type SecretColumn = 'stripe_secret_key' | 'recaptcha_secret_key';

/**
 * Secret keys live in their own columns rather than in the integration JSON, so a query that reads the
 * groups for display can never carry them by accident; and they are sealed (AES-256-GCM, bound to their
 * column), so the database file or a dump does not reveal them.
 */
export class SqlSettingsRepository implements SettingsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cipher: SecretCipher,
  ) {}

  private seal(column: SecretColumn, plain: string): string {
    return plain === '' ? '' : this.cipher.seal(plain, `admin_settings.${column}`);
  }

  /**
   * A value written before sealing existed is read as it is (the next save seals it). One sealed with another
   * key (the install's key file was lost or replaced) cannot be recovered: it reads as not set, so the admin
   * sees "No key stored" and enters it again, instead of every settings read failing.
   */
  private open(column: SecretColumn, stored: string | null): string | undefined {
    if (stored === null) return undefined;
    if (!isSealed(stored)) return stored;
    try {
      return this.cipher.open(stored, `admin_settings.${column}`);
    } catch {
      return '';
    }
  }

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
        stripeSecretKey:
          this.open('stripe_secret_key', row.stripe_secret_key) ??
          DEFAULT_SETTINGS.integration.stripeSecretKey,
        recaptchaSecretKey:
          this.open('recaptcha_secret_key', row.recaptcha_secret_key) ??
          DEFAULT_SETTINGS.integration.recaptchaSecretKey,
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
      set.stripe_secret_key = this.seal('stripe_secret_key', stripeSecretKey);
      set.recaptcha_secret_key = this.seal('recaptcha_secret_key', recaptchaSecretKey);
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
