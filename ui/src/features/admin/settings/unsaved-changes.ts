import { SettingsGroup, type AdminSettings } from '@edgeboard/domain';

/** Plain-data equality (settings are JSON: objects, arrays, strings, booleans), independent of key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => k in b && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** The tabs whose edits differ from what the server holds, in tab order. */
export function unsavedGroups(draft: AdminSettings, saved: AdminSettings): SettingsGroup[] {
  return SettingsGroup.options.filter((group) => !sameValue(draft[group], saved[group]));
}
