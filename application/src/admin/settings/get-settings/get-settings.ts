// GET /api/admin/settings: the record with its secrets masked (the repository answers them unmasked).
import { maskSettings, type AdminSettings, type SettingsRepository } from '@edgeboard/domain';

export async function getSettings(deps: {
  settings: Pick<SettingsRepository, 'get'>;
}): Promise<AdminSettings> {
  return maskSettings(await deps.settings.get());
}
