import { settingsApi, type SaveSettingsGroup } from '@edgeboard/ui/src/features/admin/settings/settings.api';
import { describe, expect, it } from 'vitest';
import { STATE } from '../../states';
import { api, itRefusesNonAdmins } from '../interaction';
import { settings, settingsShape } from './admin-examples';

// Every group as the page sends it back: registration stays open (the sign-up interactions need it), and
// the integration secrets go back masked, which keeps the stored ones.
const saves: SaveSettingsGroup[] = [
  { group: 'application', value: settings.application },
  { group: 'notification', value: settings.notification },
  { group: 'integration', value: settings.integration },
];

describe('admin settings (ui/src/features/admin/settings/settings.api.ts)', () => {
  it('loads the settings for an admin', async () => {
    const loaded = await api('an admin request for the settings', STATE.admin, STATE.settings)
      .get('/api/admin/settings')
      .answers(200, settingsShape())
      .data((ui) => ui.dispatch(settingsApi.endpoints.adminSettings.initiate()));
    expect(loaded.id).toBe(1);
  });

  it('answers 401 to a signed-out visitor', () =>
    api('a signed-out request for the settings')
      .get('/api/admin/settings')
      .unauthorized('unauthenticated')
      .refuses((ui) => ui.dispatch(settingsApi.endpoints.adminSettings.initiate())));

  itRefusesNonAdmins(
    'a request for the settings from a subscriber who is not an admin',
    '/api/admin/settings',
    undefined,
    (ui) => ui.dispatch(settingsApi.endpoints.adminSettings.initiate()),
  );

  for (const save of saves) {
    it(`saves the ${save.group} group`, async () => {
      const saved = await api(
        `an admin request to save the ${save.group} settings`,
        STATE.admin,
        STATE.settings,
      )
        .put(`/api/admin/settings/${save.group}`, save.value)
        .answers(200, settingsShape())
        .data((ui) => ui.dispatch(settingsApi.endpoints.saveAdminSettingsGroup.initiate(save)));
      expect(saved.id).toBe(1);
    });
  }

  it('answers 400 to a recipient that is not an e-mail address', () => {
    const value = { ...settings.notification, adminEmailRecipients: ['not-an-email'] };
    return api('an admin request to save notification settings with an invalid recipient', STATE.admin)
      .put('/api/admin/settings/notification', value)
      .invalid()
      .refuses((ui) =>
        ui.dispatch(settingsApi.endpoints.saveAdminSettingsGroup.initiate({ group: 'notification', value })),
      );
  });

  it('answers 400 to Admin as the default role for new sign-ups', () => {
    const value = { ...settings.application, defaultUserRole: 'admin' as const };
    return api('an admin request to make new sign-ups administrators', STATE.admin)
      .put('/api/admin/settings/application', value)
      .invalid('default_role_not_allowed')
      .refuses((ui) =>
        ui.dispatch(settingsApi.endpoints.saveAdminSettingsGroup.initiate({ group: 'application', value })),
      );
  });
});
