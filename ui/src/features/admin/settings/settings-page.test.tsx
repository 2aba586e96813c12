import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminSettings,
  DEFAULT_SETTINGS,
  INVALID_EMAIL_MESSAGE,
  SETTINGS_LOAD_FAILED_MESSAGE,
  SETTINGS_RESET_CONFIRM_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  SETTINGS_SAVE_ERROR_MESSAGE,
  SETTINGS_SAVE_FAILED_MESSAGE,
  maskSettings,
  replaceSettingsGroup,
  type SettingsGroup,
} from '@edgeboard/domain';
import { renderRoutes, signedIn } from '../../../test/render';
import { Component as SettingsPage } from './settings-page';

const stored: AdminSettings = AdminSettings.parse({
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type SaveAnswer = 'ok' | 'refused' | 'unreadable';

/** The settings routes as the server answers them: masked secrets, one group saved per PUT. */
function serve(opts: { load?: 'ok' | 'fail'; save?: SaveAnswer; gate?: Promise<void> } = {}) {
  let record = stored;
  const puts: { group: SettingsGroup; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/admin/settings' && request.method === 'GET') {
        return opts.load === 'fail'
          ? json({ error: { code: 'forbidden', message: 'no' } }, 403)
          : json(maskSettings(record));
      }
      const group = /^\/api\/admin\/settings\/(\w+)$/.exec(path)?.[1] as SettingsGroup | undefined;
      if (group && request.method === 'PUT') {
        const body: unknown = await request.json();
        puts.push({ group, body });
        await opts.gate;
        if (opts.save === 'refused') return json({ error: { code: 'invalid_request', message: 'bad' } }, 400);
        if (opts.save === 'unreadable') return new Response('<html>proxy error</html>', { status: 200 });
        record = replaceSettingsGroup(record, group, body as never);
        return json(maskSettings(record));
      }
      return json({ error: { code: 'not_found', message: 'not found' } }, 404);
    }),
  );
  return { puts };
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/admin/settings',
        element: (
          <App>
            <SettingsPage />
          </App>
        ),
      },
    ],
    { at: '/admin/settings', auth: signedIn() },
  );
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const tabButton = (name: string) => screen.getByRole('tab', { name });
const saveButton = () => screen.getByRole('button', { name: /Save Settings$/ });

beforeEach(() => {
  vi.useRealTimers();
});

describe('Admin settings', () => {
  it('saves only the current tab’s group, keeps other tabs’ unsaved edits, and shows the banner for 3 seconds', async () => {
    const { puts } = serve();
    renderPage();
    expect((await screen.findByLabelText<HTMLInputElement>('Site Name')).value).toBe('EdgeBoard Pro');
    fireEvent.change(field('Site Name'), { target: { value: 'Edited Name' } });

    fireEvent.click(tabButton('Notifications'));
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Push Notifications' }));
    fireEvent.click(tabButton('Application'));
    expect(field('Site Name').value).toBe('Edited Name');
    fireEvent.click(tabButton('Notifications'));
    fireEvent.click(saveButton());

    expect(await screen.findByText(SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(puts).toEqual([
      { group: 'notification', body: { ...stored.notification, enablePushNotifications: true } },
    ]);
    // The unsaved Application edit is still there after the save.
    fireEvent.click(tabButton('Application'));
    expect(field('Site Name').value).toBe('Edited Name');
    await waitFor(
      () => {
        expect(screen.queryByText(SETTINGS_SAVED_MESSAGE)).toBeNull();
      },
      { timeout: 4_000 },
    );
  });

  it('resets only the current tab to its defaults after confirmation, without saving', async () => {
    const { puts } = serve();
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(tabButton('Notifications'));
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Push Notifications' }));
    fireEvent.click(tabButton('Application'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SETTINGS_RESET_CONFIRM_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(field('Site Name').value).toBe(DEFAULT_SETTINGS.application.siteName);
    });
    expect(screen.getByRole('switch', { name: 'Maintenance Mode' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    fireEvent.click(tabButton('Notifications'));
    expect(
      screen.getByRole('switch', { name: 'Enable Push Notifications' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByText('ops@edgeboard.dev')).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('shows secrets masked, sends a masked secret back unchanged, and a retyped one in full', async () => {
    const { puts } = serve();
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(tabButton('Integrations'));
    expect(field('Stripe Secret Key').value).toBe('••••••••9876');
    expect(screen.getByText(/A key ending in 9876 is stored/)).toBeTruthy();
    expect(
      screen.getByText(
        'Note: Secret keys should be stored securely on the server. This is for demonstration only.',
      ),
    ).toBeTruthy();
    fireEvent.change(field('Google Analytics ID'), { target: { value: 'G-TEST' } });
    fireEvent.click(saveButton());
    await screen.findByText(SETTINGS_SAVED_MESSAGE);
    expect(puts[0]?.body).toMatchObject({ stripeSecretKey: '••••••••9876', googleAnalyticsId: 'G-TEST' });
    expect(field('Stripe Secret Key').value).toBe('••••••••9876');

    // Typing after the mask starts a new key; the mask itself is never sent as part of it.
    fireEvent.change(field('Stripe Secret Key'), { target: { value: '••••••••9876s' } });
    fireEvent.change(field('Stripe Secret Key'), { target: { value: 'sk_live_new_5555' } });
    fireEvent.change(field('reCAPTCHA Secret Key'), { target: { value: 'rc_secret_42' } });
    fireEvent.click(saveButton());
    await waitFor(() => {
      expect(puts).toHaveLength(2);
    });
    expect(puts[1]?.body).toMatchObject({
      stripeSecretKey: 'sk_live_new_5555',
      recaptchaSecretKey: 'rc_secret_42',
    });
    await waitFor(() => {
      expect(field('Stripe Secret Key').value).toBe('••••••••5555');
    });
  });

  it('adds recipients checked as typed, removes them, and saves the list', async () => {
    const { puts } = serve();
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(tabButton('Notifications'));
    const input = field('Add recipient email');
    expect(input.type).toBe('email');
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'OPS@edgeboard.dev' } });
    expect(screen.getByText('This address is already a recipient.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'alerts@edgeboard.dev' } });
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
    fireEvent.click(add);
    expect(screen.getByText('alerts@edgeboard.dev')).toBeTruthy();
    expect(input.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ops@edgeboard.dev' }));
    expect(screen.queryByText('ops@edgeboard.dev')).toBeNull();
    fireEvent.click(saveButton());
    await screen.findByText(SETTINGS_SAVED_MESSAGE);
    expect(puts[0]?.body).toMatchObject({ adminEmailRecipients: ['alerts@edgeboard.dev'] });
  });

  it('falls back to the defaults with a message when loading fails', async () => {
    serve({ load: 'fail' });
    renderPage();
    expect(await screen.findByText(SETTINGS_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(field('Site Name').value).toBe(DEFAULT_SETTINGS.application.siteName);
    expect(field('Site Description').value).toBe(DEFAULT_SETTINGS.application.siteDescription);
  });

  it('shows Saving... while the save is under way', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({ gate });
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(saveButton());
    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeTruthy();
    release();
    expect(await screen.findByText(SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save Settings$/ })).toBeTruthy();
  });

  it('says the save failed when the server refuses it', async () => {
    serve({ save: 'refused' });
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(saveButton());
    expect(await screen.findByText(SETTINGS_SAVE_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(SETTINGS_SAVED_MESSAGE)).toBeNull();
  });

  it('says an error occurred when the save answer cannot be read', async () => {
    serve({ save: 'unreadable' });
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(saveButton());
    expect(await screen.findByText(SETTINGS_SAVE_ERROR_MESSAGE)).toBeTruthy();
  });
});
