import type { Session } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthContext, type AuthState } from '@/lib/auth/auth-context';
import { makeStore } from '@/app/store';

export const signedOut: AuthState = { status: 'signed-out', session: null, user: null };

export function signedIn(
  userId = '11111111-1111-4111-8111-111111111111',
  email = 'fan@example.com',
): AuthState {
  const user = {
    id: userId,
    email,
    user_metadata: { name: 'Pat Fan' },
    app_metadata: {},
    aud: 'authenticated',
    created_at: '2025-01-01T00:00:00Z',
  };
  const session = {
    access_token: 't',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user,
  } as Session;
  return { status: 'signed-in', session, user: session.user };
}

/** Renders routes in a memory router with the real store and a given auth state. */
export function renderRoutes(routes: RouteObject[], opts: { at: string; auth: AuthState; state?: unknown }) {
  const router = createMemoryRouter(routes, {
    initialEntries: [
      {
        pathname: opts.at.split('?')[0] ?? '/',
        search: opts.at.includes('?') ? `?${opts.at.split('?')[1] ?? ''}` : '',
        state: opts.state,
      },
    ],
  });
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <AuthContext.Provider value={opts.auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </Provider>,
  );
  return { router, store, ...view };
}

/** The app's store, for endpoint tests that dispatch without rendering (features never import the shell). */
export function testStore() {
  return makeStore();
}
