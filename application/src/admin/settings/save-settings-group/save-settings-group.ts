// PUT /api/admin/settings/{group}: one group replaced, the others kept; a secret sent back masked keeps the
// stored one. Answers the whole record, masked.
import {
  DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
  isSelfRegistrationRole,
  maskSettings,
  replaceSettingsGroup,
  ValidationError,
  type AdminSettings,
  type SettingsGroup,
  type SettingsRepository,
} from '@edgeboard/domain';

export async function saveSettingsGroup<G extends SettingsGroup>(
  deps: { settings: Pick<SettingsRepository, 'get' | 'saveGroup'> },
  group: G,
  value: AdminSettings[G],
): Promise<AdminSettings> {
  // Self-registration never grants admin: admins are made only by an admin's role change.
  if (group === 'application') {
    const role = (value as AdminSettings['application']).defaultUserRole;
    if (!isSelfRegistrationRole(role)) {
      throw new ValidationError(
        DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
        [{ path: 'defaultUserRole', message: DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE }],
        'default_role_not_allowed',
      );
    }
  }
  const next = replaceSettingsGroup(await deps.settings.get(), group, value);
  return maskSettings(await deps.settings.saveGroup(group, next[group]));
}
