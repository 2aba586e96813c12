// Back-office settings: the single record id 1, saved one group at a time. Secret keys stay on the server:
// answers carry them masked, and a masked value sent back keeps the stored secret.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { getSettings } from '@edgeboard/application/admin/settings/get-settings/get-settings';
import { saveSettingsGroup } from '@edgeboard/application/admin/settings/save-settings-group/save-settings-group';
import {
  AdminSettings,
  ApplicationSettings,
  IntegrationSettings,
  NotificationSettings,
  type SettingsGroup,
  type SettingsRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { adminGroup, jsonBody, ok } from '../../http/route-group';

export interface SettingsAdminDeps {
  settings: SettingsRepository;
}

const admin = adminGroup('settings', '/api/admin/settings');

const getRoute = admin.read(
  '',
  'The settings record (defaults for groups never saved), secrets masked',
  AdminSettings,
  'Settings',
);

const GROUP_SCHEMAS = {
  application: ApplicationSettings,
  notification: NotificationSettings,
  integration: IntegrationSettings.extend({
    stripeSecretKey: z
      .string()
      .openapi({ description: 'Send the masked value back to keep the stored secret' }),
    recaptchaSecretKey: z
      .string()
      .openapi({ description: 'Send the masked value back to keep the stored secret' }),
  }),
} as const;

const saveRoute = <S extends z.ZodType>(group: SettingsGroup, schema: S) =>
  admin.put(
    `/${group}`,
    `Save the ${group} group; the other groups stay as they are`,
    { body: jsonBody(schema) },
    ok(AdminSettings, 'The whole record, secrets masked'),
    400,
  );

export function settingsAdminRoutes(deps: SettingsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(getRoute, async (c) => c.json(await getSettings(deps), 200));
  app.openapi(saveRoute('application', GROUP_SCHEMAS.application), async (c) =>
    c.json(await saveSettingsGroup(deps, 'application', c.req.valid('json')), 200),
  );
  app.openapi(saveRoute('notification', GROUP_SCHEMAS.notification), async (c) =>
    c.json(await saveSettingsGroup(deps, 'notification', c.req.valid('json')), 200),
  );
  app.openapi(saveRoute('integration', GROUP_SCHEMAS.integration), async (c) =>
    c.json(await saveSettingsGroup(deps, 'integration', c.req.valid('json')), 200),
  );
  return app;
}
