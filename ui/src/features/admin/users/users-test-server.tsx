// The admin users screen's tests (the list; a user's detail panel) share this: a small in-memory users back
// end speaking the admin routes' shapes and the page rendered (helpers: `@/features/admin/common/admin-test-kit`).
import { vi } from 'vitest';
import type { Role } from '@edgeboard/domain';
import { failure, json, pageOf, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import { Component as UsersPage } from './users-page';
import { activityFixture, subscriptionFixture, usersFixture } from './users.fixture';

interface ServeOptions {
  count?: number;
  failList?: boolean;
  /** Users without a subscription or activity. */
  bare?: Set<string>;
  /** The signed-in admin's id: changing it answers 409. */
  self?: string;
  /** How many subscription requests fail before one succeeds. */
  failSubscription?: number;
}

/** A small in-memory users back end speaking the admin routes' shapes. */
export function serve(opts: ServeOptions = {}) {
  const state = {
    users: usersFixture(opts.count ?? 25),
    failList: opts.failList ?? false,
    failSubscription: opts.failSubscription ?? 0,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const req = requestOf(input);
    const url = new URL(req.url);
    const path = url.pathname;
    if (path === '/api/admin/users') {
      if (state.failList) return failure(400, 'BAD', 'broken');
      const search = url.searchParams.get('search')?.toLowerCase();
      const role = url.searchParams.get('role');
      const hits = state.users.filter(
        (u) =>
          (search === undefined ||
            u.email.toLowerCase().includes(search) ||
            u.name.toLowerCase().includes(search)) &&
          (role === null || u.role === role),
      );
      return json(200, pageOf(hits, url.searchParams));
    }
    const m = /^\/api\/admin\/users\/([^/]+)(?:\/(subscription|activity))?$/.exec(path);
    const id = m?.[1];
    if (id !== undefined) {
      if (m?.[2] === 'subscription') {
        if (state.failSubscription > 0) {
          state.failSubscription -= 1;
          return failure(403, 'admin_only', 'no');
        }
        return json(200, opts.bare?.has(id) === true ? null : subscriptionFixture(id));
      }
      if (m?.[2] === 'activity') return json(200, opts.bare?.has(id) === true ? [] : activityFixture(id));
      if (req.method === 'PATCH') {
        const { role } = (await req.json()) as { role: Role };
        if (id === opts.self) return failure(409, 'own_role', 'You cannot change your own role.');
        const user = state.users.find((u) => u.id === id);
        if (user === undefined) return failure(404, 'NOT_FOUND', 'User not found');
        user.role = role;
        return json(200, user);
      }
    }
    return failure(404, 'NOT_FOUND', path);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () =>
    fetchMock.mock.calls.map(([input]) => {
      const r = requestOf(input);
      return { method: r.method, url: new URL(r.url) };
    });
  const listCalls = () => calls().filter((c) => c.url.pathname === '/api/admin/users');
  return { state, fetchMock, calls, listCalls };
}

export const render = () => renderAdminPage('/admin/users', <UsersPage />);
