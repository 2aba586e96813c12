// Settings are read on every /api request (the maintenance gate) and by sign-up and the notifier, but change
// only when an admin saves a tab. Reading them from the database, parsing and decrypting the secret keys per
// request was most of what a cheap request cost under load (issue #15, 0c), so one instance keeps the last
// read until its own save or, for a save made through another instance, until that instance's broadcast arrives
// (at most SETTINGS_TTL_MS if it is lost).
import type { AdminSettings, Clock, SettingsRepository } from '@edgeboard/domain';

export const SETTINGS_TTL_MS = 5_000;

export interface CachedSettings extends SettingsRepository {
  /** Forgets the last read: another instance saved (its broadcast), so the next get reads the database. */
  invalidate(): void;
  /**
   * The same settings as `get`, shared rather than copied, for a caller that only reads them on every request
   * (the maintenance gate: the copy was a measurable part of a cheap request's cost).
   */
  peek(): Promise<Readonly<AdminSettings>>;
}

export function cachedSettings(
  inner: SettingsRepository,
  clock: Clock,
  ttlMs = SETTINGS_TTL_MS,
  /** Called after each save made through this instance (the broadcast to the other instances). */
  onSaved: () => void = () => undefined,
): CachedSettings {
  let cached: { at: number; value: Promise<AdminSettings> } | null = null;
  const copy = (settings: AdminSettings): AdminSettings => structuredClone(settings);
  const read = (): Promise<AdminSettings> => {
    const now = clock.now().getTime();
    if (cached && now - cached.at < ttlMs && now >= cached.at) return cached.value;
    const value = inner.get();
    const entry = { at: now, value };
    cached = entry;
    // A failed read is not kept: the next call asks the database again.
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
  return {
    get() {
      return read().then(copy);
    },
    peek() {
      return read();
    },
    async saveGroup(group, value) {
      cached = null;
      try {
        return await inner.saveGroup(group, value);
      } finally {
        cached = null;
        onSaved();
      }
    },
    invalidate() {
      cached = null;
    },
  };
}

/** Whether a settings repository is this cache (the container puts it in the repositories' place). */
export function isCachedSettings(settings: SettingsRepository): settings is CachedSettings {
  return typeof (settings as Partial<CachedSettings>).peek === 'function';
}
