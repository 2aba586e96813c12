import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE } from '@edgeboard/domain';
import {
  field,
  goToTab,
  renderPage,
  saveButton,
  serve,
  stored,
  switchDialog,
  tabButton,
} from './settings-test-kit';

beforeEach(() => {
  vi.useRealTimers();
});

describe('Admin settings: unsaved tabs, the default role and what each setting does', () => {
  it('marks unsaved tabs and asks before switching away from one; Save and switch saves it first', async () => {
    const { puts } = serve();
    renderPage();
    await screen.findByLabelText('Site Name');
    expect(screen.queryByText(/Unsaved changes on/)).toBeNull();
    fireEvent.change(field('Site Name'), { target: { value: 'Edited Name' } });
    expect(tabButton('Application').textContent).toContain('(unsaved changes)');
    expect(
      screen.getByText(/Unsaved changes on Application\. Save Settings saves only the tab you are on\./),
    ).toBeTruthy();

    fireEvent.click(tabButton('Notifications'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(/Application has unsaved changes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on Application' }));
    expect(tabButton('Application').getAttribute('aria-selected')).toBe('true');
    expect(puts).toEqual([]);

    fireEvent.click(tabButton('Notifications'));
    const again = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save and switch' }));
    await waitFor(() => {
      expect(tabButton('Notifications').getAttribute('aria-selected')).toBe('true');
    });
    await waitFor(() => {
      expect(switchDialog()).toBeNull();
    });
    expect(puts).toEqual([
      { group: 'application', body: { ...stored.application, siteName: 'Edited Name' } },
    ]);
    expect(tabButton('Application').textContent).not.toContain('(unsaved changes)');
    // Back to where it was: no longer unsaved, so no question.
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Push Notifications' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Push Notifications' }));
    fireEvent.click(tabButton('Application'));
    expect(switchDialog()).toBeNull();
    expect(tabButton('Application').getAttribute('aria-selected')).toBe('true');
  });

  it('holds a navigation away from unsaved edits until the admin chooses, and warns on closing the tab', async () => {
    serve();
    const { router } = renderPage();
    await screen.findByLabelText('Site Name');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(field('Site Name'), { target: { value: 'Edited Name' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    void router.navigate('/admin/users');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/Your changes on Application are not saved/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/settings');
    });
    expect(field('Site Name').value).toBe('Edited Name');

    void router.navigate('/admin/users');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeTruthy();
  });

  it('shows Admin as a default role that cannot be chosen, with the reason, and explains a refused save', async () => {
    serve();
    renderPage();
    await screen.findByLabelText('Site Name');
    expect(
      screen.getByText(/Admin cannot be chosen: administrators are made only by changing a user’s role/),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Default User Role'));
    const admin = await screen.findByText('Admin (not allowed for sign-ups)');
    expect(
      admin.closest('.ant-select-item-option')?.getAttribute('aria-disabled') ??
        admin.closest('.ant-select-item-option-disabled'),
    ).toBeTruthy();
  });

  it('explains the refusal when a stored Admin default is saved back', async () => {
    const legacy = { ...stored, application: { ...stored.application, defaultUserRole: 'admin' as const } };
    serve({ record: legacy });
    renderPage();
    await screen.findByLabelText('Site Name');
    fireEvent.click(saveButton());
    expect(await screen.findByText(DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE)).toBeTruthy();
  });

  it('says which settings are not used in local mode, next to each control', async () => {
    serve({ mode: 'local' });
    renderPage();
    await screen.findByLabelText('Site Name');
    expect(screen.getByText(/administrators keep working and can still sign in/)).toBeTruthy();
    await goToTab('Notifications');
    expect(screen.getByText(/Not used: this build has no push service/)).toBeTruthy();
    expect(screen.getByText(/In local mode they go to the outbox at \/dev\/mail/)).toBeTruthy();
    await goToTab('Integrations');
    expect(
      screen.getAllByText('Not used in local mode: payments go through the built-in local checkout.'),
    ).toHaveLength(2);
    expect(screen.getAllByText('Not used in local mode: nothing is sent to outside services.')).toHaveLength(
      3,
    );
    expect(
      screen.getByText(/Not used in local mode: the built-in sign-in offers e-mail and password only/),
    ).toBeTruthy();
  });

  it('says which settings are not used in hosted mode, next to each control', async () => {
    serve({ mode: 'hosted' });
    renderPage();
    await screen.findByLabelText('Site Name');
    expect(screen.getByText(/sign-ups are allowed or not in the hosted auth service/)).toBeTruthy();
    expect(
      screen.getByText(/Not used in hosted mode: sign-ups happen in the hosted auth service and start/),
    ).toBeTruthy();
    await goToTab('Notifications');
    expect(screen.getByText(/sent through the server’s SMTP relay/)).toBeTruthy();
    expect(screen.getByText(/which does not tell this server/)).toBeTruthy();
    await goToTab('Integrations');
    expect(
      screen.getAllByText(/Not used: the server takes its Stripe keys from its environment/),
    ).toHaveLength(2);
    expect(
      screen.getByText(/page views go to the analytics configured when the web app is built/),
    ).toBeTruthy();
    expect(screen.getAllByText(/whose captcha is configured there/)).toHaveLength(2);
    expect(screen.getByText(/providers are set up in the hosted auth service/)).toBeTruthy();
  });
});
