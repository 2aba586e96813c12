import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('shows a loading state, not a warning, while the first lazy route loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Never settles: the router stays on its first render, which needs a HydrateFallback.
    const pending: RouteObject[] = routes.map((r) => ({
      ...r,
      index: false,
      children: [{ path: 'faq', lazy: () => new Promise<never>(() => undefined) }],
    }));
    render(<RouterProvider router={createMemoryRouter(pending, { initialEntries: ['/faq'] })} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
  });

  it('mounts the back-office screens only under /admin, not a second time under /dashboard', () => {
    for (const path of [
      '/dashboard/content/players',
      '/dashboard/content/players/stats/p1',
      '/dashboard/content/proplines',
      '/dashboard/content/proplines/import',
    ]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      // Unknown paths fall to the catch-all, which sends the visitor to /.
      expect(leaf?.path, path).toBe('*');
    }
    expect(matchRoutes(routes, '/admin/content/players')?.at(-1)?.route.path).toBe('content/players');
  });
});
