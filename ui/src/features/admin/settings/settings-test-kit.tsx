// The settings routes as the server answers them, and the page in a router: shared by the settings page tests.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { expect, vi } from 'vitest';
import {
  AdminSettings,
  DEFAULT_SETTINGS,
  maskSettings,
  replaceSettingsGroup,
  type SettingsGroup,
} from '@edgeboard/domain';
import { renderRoutes, signedIn } from '@/test/render';
import { failure, json, requestOf } from '@/features/admin/common/admin-test-kit';
import { Component as SettingsPage } from './settings-page';

export const stored: AdminSettings = AdminSettings.parse({
  id: 1,
  application: { ...DEFAULT_SETTINGS.application, siteName: 'EdgeBoard Pro', maintenanceMode: true },
  notification: { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: ['ops@edgeboard.dev'] },
  integration: {
    ...DEFAULT_SETTINGS.integration,
    stripePublicKey: 'pk_test_1',
    stripeSecretKey: 'sk_test_secret_9876',
    recaptchaSecretKey: '',
  },
});

type SaveAnswer = 'ok' | 'refused' | 'unreadable';

/** The settings routes as the server answers them: masked secrets, one group saved per PUT. */
export function serve(
  opts: {
    load?: 'ok' | 'fail';
    save?: SaveAnswer;
    gate?: Promise<void>;
    mode?: 'local' | 'hosted';
    record?: AdminSettings;
  } = {},
) {
  let record = opts.record ?? stored;
  const puts: { group: SettingsGroup; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = requestOf(input, init);
      const path = new URL(request.url).pathname;
      if (path === '/api/site') {
        return json(200, {
          siteName: record.application.siteName,
          siteDescription: record.application.siteDescription,
          maintenanceMode: record.application.maintenanceMode,
          maintenanceMessage: null,
          mode: opts.mode ?? 'local',
          season: 2025,
          week: 6,
        });
      }
      if (path === '/api/admin/settings' && request.method === 'GET') {
        return opts.load === 'fail' ? failure(403, 'forbidden', 'no') : json(200, maskSettings(record));
      }
      const group = /^\/api\/admin\/settings\/(\w+)$/.exec(path)?.[1] as SettingsGroup | undefined;
      if (group && request.method === 'PUT') {
        const body: unknown = await request.json();
        puts.push({ group, body });
        await opts.gate;
        if (opts.save === 'refused') return failure(400, 'invalid_request', 'bad');
        if (opts.save === 'unreadable') return new Response('<html>proxy error</html>', { status: 200 });
        if (group === 'application' && (body as { defaultUserRole?: string }).defaultUserRole === 'admin') {
          const message = 'refused';
          return json(400, {
            error: { code: 'default_role_not_allowed', message, field: 'defaultUserRole' },
          });
        }
        record = replaceSettingsGroup(record, group, body as never);
        return json(200, maskSettings(record));
      }
      return failure(404, 'not_found', 'not found');
    }),
  );
  return { puts };
}

export function renderPage() {
  return renderRoutes(
    [
      {
        path: '/admin/settings',
        // No motion: a closed dialog leaves the page at once instead of after an animation jsdom never ends.
        element: (
          <ConfigProvider theme={{ token: { motion: false } }}>
            <App>
              <SettingsPage />
            </App>
          </ConfigProvider>
        ),
      },
      { path: '/admin/users', element: <h1>Users page</h1> },
    ],
    { at: '/admin/settings', auth: signedIn() },
  );
}

export const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
/** A tab by its name, marked "(unsaved changes)" or not. */
export const tabButton = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
export const switchDialog = () => screen.queryByRole('dialog', { name: 'Unsaved changes' });
/** Goes to a tab, answering "Switch without saving" when the tab being left has unsaved edits. */
export async function goToTab(name: string) {
  const leaving = screen.getByRole('tab', { selected: true });
  const asks = leaving.textContent.includes('(unsaved changes)');
  fireEvent.click(tabButton(name));
  if (asks) {
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch without saving' }));
    await waitFor(() => {
      expect(switchDialog()).toBeNull();
    });
  }
  await waitFor(() => {
    expect(tabButton(name).getAttribute('aria-selected')).toBe('true');
  });
}
export const saveButton = () => screen.getByRole('button', { name: /Save Settings$/ });
