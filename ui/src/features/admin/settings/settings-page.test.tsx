import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  INVALID_EMAIL_MESSAGE,
  SETTINGS_LOAD_FAILED_MESSAGE,
  SETTINGS_RESET_CONFIRM_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  SETTINGS_SAVE_ERROR_MESSAGE,
  SETTINGS_SAVE_FAILED_MESSAGE,
} from '@edgeboard/domain';
import { field, goToTab, renderPage, saveButton, serve, stored, tabButton } from './settings-test-kit';

beforeEach(() => {
  vi.useRealTimers();
});

describe('Admin settings', () => {
  it('saves only the current tab’s group, keeps other tabs’ unsaved edits, and shows the banner for 3 seconds', async () => {
    const { puts } = serve();
    renderPage();
    expect((await screen.findByLabelText<HTMLInputElement>('Site Name')).value).toBe('EdgeBoard Pro');
    fireEvent.change(field('Site Name'), { target: { value: 'Edited Name' } });

    await goToTab('Notifications');
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Push Notifications' }));
    await goToTab('Application');
    expect(field('Site Name').value).toBe('Edited Name');
    await goToTab('Notifications');
    fireEvent.click(saveButton());

    expect(await screen.findByText(SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(puts).toEqual([
      { group: 'notification', body: { ...stored.notification, enablePushNotifications: true } },
    ]);
    // The unsaved Application edit is still there after the save, and still marked unsaved.
    await goToTab('Application');
    expect(field('Site Name').value).toBe('Edited Name');
    expect(tabButton('Application').textContent).toContain('(unsaved changes)');
    expect(tabButton('Notifications').textContent).not.toContain('(unsaved changes)');
    await waitFor(
      () => {
        expect(screen.queryByText(SETTINGS_SAVED_MESSAGE)).toBeNull();
      },
      { timeout: 4_000 },
    );
    // Many tab switches on antd plus the 3 s banner: more than the default budget on a busy machine.
  }, 45_000);

  it('resets only the current tab to its defaults after confirmation, without saving', async () => {
    const { puts } = serve();
    renderPage();
    await screen.findByLabelText('Site Name');
    await goToTab('Notifications');
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Push Notifications' }));
    await goToTab('Application');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to Default' });
    expect(within(dialog).getByText(SETTINGS_RESET_CONFIRM_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(field('Site Name').value).toBe(DEFAULT_SETTINGS.application.siteName);
    });
    expect(screen.getByRole('switch', { name: 'Maintenance Mode' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await goToTab('Notifications');
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
    await goToTab('Integrations');
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
    await goToTab('Notifications');
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

  it.each([
    {
      when: 'the save failed when the server refuses it',
      save: 'refused',
      says: SETTINGS_SAVE_FAILED_MESSAGE,
    },
    {
      when: 'an error occurred when the save answer cannot be read',
      save: 'unreadable',
      says: SETTINGS_SAVE_ERROR_MESSAGE,
    },
  ] as const)('says $when', async ({ save, says }) => {
    serve({ save });
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(saveButton());
    expect(await screen.findByText(says)).toBeTruthy();
    expect(screen.queryByText(SETTINGS_SAVED_MESSAGE)).toBeNull();
  });
});
