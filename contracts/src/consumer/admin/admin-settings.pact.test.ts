import { settingsApi, type SaveSettingsGroup } from '@edgeboard/ui/src/features/admin/settings/settings.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';
import { settings, settingsShape } from './admin-examples';

const jsonHeaders = () => ({ ...bearer(), 'Content-Type': 'application/json' });

// Every group as the page sends it back: registration stays open (the sign-up interactions need it), and
// the integration secrets go back masked, which keeps the stored ones.
const saves: SaveSettingsGroup[] = [
  { group: 'application', value: settings.application },
  { group: 'notification', value: settings.notification },
  { group: 'integration', value: settings.integration },
];

describe('admin settings (ui/src/features/admin/settings/settings.api.ts)', () => {
  it('loads the settings for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.settings)
      .uponReceiving('an admin request for the settings')
      .withRequest('GET', '/api/admin/settings', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(settingsShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          settingsApi.endpoints.adminSettings.initiate(),
        );
        expect(dataOf(result).id).toBe(1);
      });
  });

  it('answers 401 to a signed-out visitor', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a signed-out request for the settings')
      .withRequest('GET', '/api/admin/settings')
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('unauthenticated')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          settingsApi.endpoints.adminSettings.initiate(),
        );
        expect(result.error).toMatchObject({ status: 401 });
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the settings from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/settings', (b) => b.headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          settingsApi.endpoints.adminSettings.initiate(),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  for (const save of saves) {
    it(`saves the ${save.group} group`, async () => {
      await apiPact()
        .addInteraction()
        .given(STATE.admin)
        .given(STATE.settings)
        .uponReceiving(`an admin request to save the ${save.group} settings`)
        .withRequest('PUT', `/api/admin/settings/${save.group}`, (b) =>
          b.headers(jsonHeaders()).jsonBody(save.value),
        )
        .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(settingsShape()))
        .executeTest(async (server) => {
          const result = await uiStore(server, 'signed-in').dispatch(
            settingsApi.endpoints.saveAdminSettingsGroup.initiate(save),
          );
          expect(dataOf(result).id).toBe(1);
        });
    });
  }

  it('answers 400 to a recipient that is not an e-mail address', async () => {
    const save: SaveSettingsGroup = {
      group: 'notification',
      value: { ...settings.notification, adminEmailRecipients: ['not-an-email'] },
    };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request to save notification settings with an invalid recipient')
      .withRequest('PUT', '/api/admin/settings/notification', (b) =>
        b.headers(jsonHeaders()).jsonBody(save.value),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          settingsApi.endpoints.saveAdminSettingsGroup.initiate(save),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('answers 400 to Admin as the default role for new sign-ups', async () => {
    const save: SaveSettingsGroup = {
      group: 'application',
      value: { ...settings.application, defaultUserRole: 'admin' },
    };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request to make new sign-ups administrators')
      .withRequest('PUT', '/api/admin/settings/application', (b) =>
        b.headers(jsonHeaders()).jsonBody(save.value),
      )
      .willRespondWith(400, (b) =>
        b.headers(JSON_CONTENT).jsonBody(apiErrorShape('default_role_not_allowed')),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          settingsApi.endpoints.saveAdminSettingsGroup.initiate(save),
        );
        expect(result.error).toMatchObject({ status: 400, code: 'default_role_not_allowed' });
      });
  });
});
