import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse, Role } from '@edgeboard/domain';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { Where } from '@/test/where';
import { AdminGuard } from './admin-guard';
import { adminSelectedKey } from './admin-sidebar';

const routes = [
  { path: '/auth', element: <Where /> },
  { path: '/dashboard', element: <Where /> },
  {
    path: '/admin/users',
    element: (
      <AdminGuard>
        <p>admin users</p>
      </AdminGuard>
    ),
  },
];

function serveMe(role: Role | null, delay = 0) {
  const id = '11111111-1111-4111-8111-111111111111';
  const body: MeResponse = {
    id,
    email: 'fan@example.com',
    profile: role
      ? { id, email: 'fan@example.com', name: 'Pat', role, created_at: '2025-01-01T00:00:00.000Z' }
      : null,
    subscription: {
      tier: 'all-star',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      isAdmin: role === 'admin',
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
          }, delay),
        ),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminGuard', () => {
  it('shows Loading... while the profile is checked, then the admin page to an admin', async () => {
    serveMe('admin', 30);
    renderRoutes(routes, { at: '/admin/users', auth: signedIn() });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('admin users')).toBeTruthy();
  });

  it.each(['user', 'free'] as const)('sends a %s to /dashboard, carrying the origin', async (role) => {
    serveMe(role);
    renderRoutes(routes, { at: '/admin/users', auth: signedIn() });
    await waitFor(() => {
      expect(screen.getByText('at /dashboard from /admin/users')).toBeTruthy();
    });
    expect(screen.queryByText('admin users')).toBeNull();
  });

  it('sends a user without a profile row to /dashboard', async () => {
    serveMe(null);
    renderRoutes(routes, { at: '/admin/users', auth: signedIn() });
    expect(await screen.findByText('at /dashboard from /admin/users')).toBeTruthy();
  });

  it('sends a visitor to /auth remembering the admin page', async () => {
    serveMe('admin');
    renderRoutes(routes, { at: '/admin/users', auth: signedOut });
    expect(await screen.findByText('at /auth from /admin/users')).toBeTruthy();
  });
});

describe('adminSelectedKey', () => {
  it('highlights the section a nested admin page belongs to', () => {
    expect(adminSelectedKey('/admin')).toBe('/admin');
    expect(adminSelectedKey('/admin/')).toBe('/admin');
    expect(adminSelectedKey('/admin/content/players/stats/p1')).toBe('/admin/content');
    expect(adminSelectedKey('/admin/users')).toBe('/admin/users');
  });
});
