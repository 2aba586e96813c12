// The settings screen: stored unmasked in the world, answered masked; each group is saved on its own by the
// API's use cases (application/src/admin/settings), which hold the rules.
import { getSettings } from '@edgeboard/application/admin/settings/get-settings/get-settings';
import { saveSettingsGroup } from '@edgeboard/application/admin/settings/save-settings-group/save-settings-group';
import {
  AdminSettings,
  ApplicationSettings,
  IntegrationSettings,
  NotificationSettings,
  SettingsGroup,
} from '@edgeboard/domain';
import { http } from 'msw';
import { apiError, invalid } from '@/mocks/api-errors';
import { guarded, type AdminPath } from './admin-guard';
import { answer, bodyOf } from './admin-http';
import { adminRepositories } from './admin-repositories';

/** Each group's request body, as the API validates it before the use case runs. */
const BODY = {
  application: ApplicationSettings,
  notification: NotificationSettings,
  integration: IntegrationSettings,
} as const;

export const settingsHandlers = (at: AdminPath) => [
  http.get(
    at('/settings'),
    guarded(({ w }) => answer(AdminSettings, () => getSettings(adminRepositories(w)))),
  ),
  http.put(
    at('/settings/:group'),
    guarded(async ({ request, params, w }) => {
      const group = SettingsGroup.safeParse(params.group);
      if (!group.success) return apiError(404, 'not_found', 'Not found');
      const body = BODY[group.data].safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const value = body.data;
      return answer(AdminSettings, () => saveSettingsGroup(adminRepositories(w), group.data, value));
    }),
  ),
];
