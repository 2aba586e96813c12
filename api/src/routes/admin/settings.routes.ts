// Back-office settings: the single record id 1, saved one group at a time. Secret keys stay on the server:
// answers carry them masked, and a masked value sent back keeps the stored secret.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AdminSettings,
  ApplicationSettings,
  DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
  IntegrationSettings,
  isSelfRegistrationRole,
  maskSettings,
  NotificationSettings,
  replaceSettingsGroup,
  type SettingsGroup,
  type SettingsRepository,
  ValidationError,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';

export interface SettingsAdminDeps {
  settings: SettingsRepository;
}

const tags = ['Admin: settings'];
const adminErrors = { 401: errors[401], 403: errors[403] };

const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/settings',
  tags,
  summary: 'The settings record (defaults for groups never saved), secrets masked',
  security: bearer,
  responses: { 200: json(AdminSettings, 'Settings'), ...adminErrors },
});

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

const saveRoute = <G extends SettingsGroup>(group: G) =>
  createRoute({
    method: 'put',
    path: `/api/admin/settings/${group}`,
    tags,
    summary: `Save the ${group} group; the other groups stay as they are`,
    security: bearer,
    request: { body: { required: true, content: { 'application/json': { schema: GROUP_SCHEMAS[group] } } } },
    responses: {
      200: json(AdminSettings, 'The whole record, secrets masked'),
      400: errors[400],
      ...adminErrors,
    },
  });

export function settingsAdminRoutes(deps: SettingsAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(getRoute, async (c) => c.json(maskSettings(await deps.settings.get()), 200));

  const save = async <G extends SettingsGroup>(group: G, value: AdminSettings[G]) => {
    const stored = await deps.settings.get();
    const next = replaceSettingsGroup(stored, group, value);
    return maskSettings(await deps.settings.saveGroup(group, next[group]));
  };
  app.openapi(saveRoute('application'), async (c) => {
    const application = c.req.valid('json');
    // Self-registration never grants admin: admins are made only by an admin's role change.
    if (!isSelfRegistrationRole(application.defaultUserRole)) {
      throw new ValidationError(
        DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
        [{ path: 'defaultUserRole', message: DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE }],
        'default_role_not_allowed',
      );
    }
    return c.json(await save('application', application), 200);
  });
  app.openapi(saveRoute('notification'), async (c) =>
    c.json(await save('notification', c.req.valid('json')), 200),
  );
  app.openapi(saveRoute('integration'), async (c) =>
    c.json(await save('integration', c.req.valid('json')), 200),
  );
  return app;
}
