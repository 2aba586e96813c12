import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { SESSION_EXPIRED_MESSAGE, type SubscriptionState } from '@edgeboard/domain';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { isSessionRefused, reportSessionRefused } from '@/lib/auth/session-refused';
import { subscriptionOf } from '@/test/me.fixture';
import { Where } from '@/test/where';
import { DashboardGate } from './dashboard-gate';

const routes = [
  { path: '/auth', element: <Where /> },
  {
    path: '/dashboard',
    element: (
      <DashboardGate>
        <Outlet />
      </DashboardGate>
    ),
    children: [
      { index: true, element: <Where /> },
      { path: 'props', element: <Where /> },
      { path: 'subscription', element: <Where /> },
      { path: 'subscription/success', element: <Where /> },
      { path: 'profile', element: <Where /> },
      { path: 'settings', element: <Where /> },
    ],
  },
];

const sub = (over: Partial<SubscriptionState>): SubscriptionState => subscriptionOf('free', over);

function serveMe(subscription: SubscriptionState) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/me')) return Promise.resolve(new Response('{}', { status: 404 }));
    const body = {
      id: '11111111-1111-4111-8111-111111111111',
      email: 'fan@example.com',
      profile: null,
      subscription,
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('dashboard gate', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a spinner while the session is loading', () => {
    renderRoutes(routes, { at: '/dashboard/props', auth: { status: 'loading', session: null, user: null } });
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('sends a visitor without a session to /auth, remembering where they were going', async () => {
    renderRoutes(routes, { at: '/dashboard/props?week=3', auth: signedOut });
    expect(await screen.findByText('at /auth from /dashboard/props?week=3')).toBeTruthy();
  });

  it('lets a visitor without a session preview the plans page', async () => {
    renderRoutes(routes, { at: '/dashboard/subscription', auth: signedOut });
    expect(await screen.findByText('at /dashboard/subscription')).toBeTruthy();
  });

  it('sends a free user to the plans page from any other dashboard page', async () => {
    serveMe(sub({ tier: 'free' }));
    const { router } = renderRoutes(routes, { at: '/dashboard/props', auth: signedIn() });
    expect(await screen.findByText('at /dashboard/subscription')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/subscription');
  });

  it('sends a canceled paid subscription to the plans page too', async () => {
    serveMe(sub({ tier: 'starting', status: 'canceled' }));
    renderRoutes(routes, { at: '/dashboard', auth: signedIn() });
    expect(await screen.findByText('at /dashboard/subscription')).toBeTruthy();
  });

  // Issue #18 item 9: the spec bounced entitled users to /dashboard, so "View Plans" and "Upgrade" looped.
  it('lets a subscriber open the plans page to change plan', async () => {
    serveMe(sub({ tier: 'scout', status: 'active', currentPeriodEnd: '2099-01-01T00:00:00.000Z' }));
    const { router } = renderRoutes(routes, { at: '/dashboard/subscription', auth: signedIn() });
    expect(await screen.findByText('at /dashboard/subscription')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/subscription');
  });

  // Issue #18 item 3: every signed-in user may change their password and delete their own account.
  it.each(['/dashboard/profile', '/dashboard/settings'])('lets a free user open %s', async (path) => {
    serveMe(sub({ tier: 'free' }));
    const { router } = renderRoutes(routes, { at: path, auth: signedIn() });
    expect(await screen.findByText(`at ${path}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a trialing scout into the prop feed', async () => {
    serveMe(sub({ tier: 'scout', status: 'trialing', currentPeriodEnd: '2099-01-01T00:00:00.000Z' }));
    renderRoutes(routes, { at: '/dashboard/props', auth: signedIn() });
    expect(await screen.findByText('at /dashboard/props')).toBeTruthy();
  });

  it('lets an admin pass without a paid subscription record', async () => {
    serveMe(sub({ tier: 'all-star', isAdmin: true, currentPeriodEnd: '2125-01-01T00:00:00.000Z' }));
    renderRoutes(routes, { at: '/dashboard/props', auth: signedIn() });
    expect(await screen.findByText('at /dashboard/props')).toBeTruthy();
  });

  it('shows the maintenance page with the server’s message at once while the site is in maintenance', async () => {
    const message = 'Prop Lab is down for maintenance. Please check back soon.';
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'maintenance', message } }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, { at: '/dashboard/props', auth: signedIn() });
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    // Not retried like other 5xx answers: maintenance lasts until an admin switches it off.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // Issue #18 item 5: an expired session offered only Try Again, which repeated the refused call.
  it('offers Log In Again on a 401, which signs in again and comes back to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'invalid_token', message: 'expired' } }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    renderRoutes(routes, { at: '/dashboard/props?week=3', auth: signedIn() });
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect(await screen.findByText('at /auth from /dashboard/props?week=3')).toBeTruthy();
  });

  it('offers Log In Again when any call of the page is refused with 401, though the profile loaded earlier', async () => {
    serveMe(sub({ tier: 'all-star' }));
    renderRoutes(routes, { at: '/dashboard/props', auth: signedIn() });
    expect(await screen.findByText('at /dashboard/props')).toBeTruthy();
    // What the base query does when the server refuses a call's token (tested in base-query.test.ts).
    act(() => {
      reportSessionRefused();
    });
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect(await screen.findByText('at /auth from /dashboard/props')).toBeTruthy();
    expect(isSessionRefused()).toBe(false);
  });

  it('keeps a just-subscribed user on the success page while the subscription lands', async () => {
    serveMe(sub({ tier: 'free' }));
    renderRoutes(routes, { at: '/dashboard/subscription/success', auth: signedIn() });
    await waitFor(() => {
      expect(screen.getByText('at /dashboard/subscription/success')).toBeTruthy();
    });
  });
});
