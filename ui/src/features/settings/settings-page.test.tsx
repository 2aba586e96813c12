import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@edgeboard/domain';
import { meAnswer, patProfile, subscriptionOf } from '@/test/me.fixture';
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { SettingsPage } from './settings-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const routes = [
  { path: '/dashboard/settings', element: <SettingsPage /> },
  { path: '/dashboard/profile', element: <p>profile page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

withMockServer({ buildWorld: false });

function serveMe() {
  answer(
    '/api/me',
    meAnswer(subscriptionOf('starting', { currentPeriodEnd: '2099-01-01T00:00:00.000Z' }), {
      id: USER_ID,
      email: 'pat@example.com',
      profile: patProfile(USER_ID),
    }),
  );
}

const open = () =>
  renderRoutes(routes, { at: '/dashboard/settings', auth: signedIn(USER_ID, 'pat@example.com') });

describe('settings', () => {
  beforeEach(serveMe);

  it('shows the name and e-mail read-only, with no field to edit them', async () => {
    open();
    expect(await screen.findByText('Pat Q Fan')).toBeTruthy();
    expect(screen.getByText('pat@example.com')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Remember me stores and forgets the e-mail the way the sign-in form does', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Pat Q Fan');
    const toggle = screen.getByRole('switch', { name: /Remember me on this device/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberMe)).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('pat@example.com');
    await user.click(toggle);
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberMe)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBeNull();
  });

  it('offers to reset a remembered sidebar state, and only then', async () => {
    window.localStorage.setItem(STORAGE_KEYS.sidebarOpen, 'false');
    const user = userEvent.setup();
    open();
    expect(screen.getByText(/Remembered as collapsed\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset to automatic' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarOpen)).toBeNull();
    expect(screen.getByText(/Automatic: open on wide screens/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset to automatic' })).toBeNull();
  });

  it('links to Profile for password and account, and needs a session', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(screen.getByRole('link', { name: 'Go to Profile' }));
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('sends a visitor without a session to /auth', async () => {
    renderRoutes(routes, { at: '/dashboard/settings', auth: signedOut });
    expect(await screen.findByText('auth page')).toBeTruthy();
  });
});
