import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@edgeboard/domain';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { SettingsPage } from './settings-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const routes = [
  { path: '/dashboard/settings', element: <SettingsPage /> },
  { path: '/dashboard/profile', element: <p>profile page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

function serveMe() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            id: USER_ID,
            email: 'pat@example.com',
            profile: {
              id: USER_ID,
              name: 'Pat Q Fan',
              email: 'pat@example.com',
              role: 'user',
              created_at: '2024-03-10T12:00:00.000Z',
            },
            subscription: {
              tier: 'starting',
              status: 'active',
              currentPeriodEnd: '2099-01-01T00:00:00.000Z',
              cancelAtPeriodEnd: false,
              isAdmin: false,
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    ),
  );
}

const open = () =>
  renderRoutes(routes, { at: '/dashboard/settings', auth: signedIn(USER_ID, 'pat@example.com') });

describe('settings', () => {
  beforeEach(serveMe);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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
