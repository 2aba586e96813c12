// The settings screen: stored unmasked in the world, answered masked (api/src/routes/admin/settings.routes.ts);
// each group is saved on its own and validated by the domain's rules.
import {
  AdminSettings,
  ApplicationSettings,
  IntegrationSettings,
  NotificationSettings,
  DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
  isSelfRegistrationRole,
  maskSettings,
  replaceSettingsGroup,
  type SettingsGroup,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { apiError, invalid } from '../api-errors';
import type { DemoWorld } from '../demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { bodyOf, idOf, ok } from './admin-http';

const GROUP_SCHEMAS = {
  application: ApplicationSettings,
  notification: NotificationSettings,
  integration: IntegrationSettings,
} as const;

function saveGroup(w: DemoWorld, group: SettingsGroup, body: unknown) {
  const stored = w.season.settings;
  let next: AdminSettings;
  if (group === 'application') {
    const v = GROUP_SCHEMAS.application.safeParse(body);
    if (!v.success) return invalid(v.error);
    if (!isSelfRegistrationRole(v.data.defaultUserRole)) {
      return apiError(400, 'default_role_not_allowed', DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE, 'defaultUserRole');
    }
    next = replaceSettingsGroup(stored, group, v.data);
  } else if (group === 'notification') {
    const v = GROUP_SCHEMAS.notification.safeParse(body);
    if (!v.success) return invalid(v.error);
    next = replaceSettingsGroup(stored, group, v.data);
  } else {
    const v = GROUP_SCHEMAS.integration.safeParse(body);
    if (!v.success) return invalid(v.error);
    next = replaceSettingsGroup(stored, group, v.data);
  }
  w.season.settings = next;
  return ok(AdminSettings, maskSettings(next));
}

export const settingsHandlers = (at: AdminPath) => [
  http.get(
    at('/settings'),
    guarded(({ w }) => ok(AdminSettings, maskSettings(w.season.settings))),
  ),
  http.put(
    at('/settings/:group'),
    guarded(async ({ request, params, w }) => {
      const group = z
        .enum(['application', 'notification', 'integration'])
        .safeParse(idOf({ id: params.group }));
      if (!group.success) return apiError(404, 'not_found', 'Not found');
      return saveGroup(w, group.data, await bodyOf(request));
    }),
  ),
];
