// The admin users screen's tests (the list; a user's detail panel) share this: a small in-memory users back
// end speaking the admin routes' shapes, the page rendered inside antd's App, and row, panel and select helpers.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { vi } from 'vitest';
import type { Role } from '@edgeboard/domain';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as UsersPage } from './users-page';
import { activityFixture, subscriptionFixture, usersFixture } from './users.fixture';

// antd's styled DOM makes queries slow on a busy two-core machine; the default 1 s wait is too tight.
configure({ asyncUtilTimeout: 5000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const requestOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input : new Request(String(input));

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
      if (state.failList) return json(400, { error: { code: 'BAD', message: 'broken' } });
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      const search = url.searchParams.get('search')?.toLowerCase();
      const role = url.searchParams.get('role');
      const hits = state.users.filter(
        (u) =>
          (search === undefined ||
            u.email.toLowerCase().includes(search) ||
            u.name.toLowerCase().includes(search)) &&
          (role === null || u.role === role),
      );
      return json(200, { data: hits.slice((page - 1) * size, page * size), count: hits.length });
    }
    const m = /^\/api\/admin\/users\/([^/]+)(?:\/(subscription|activity))?$/.exec(path);
    const id = m?.[1];
    if (id !== undefined) {
      if (m?.[2] === 'subscription') {
        if (state.failSubscription > 0) {
          state.failSubscription -= 1;
          return json(403, { error: { code: 'admin_only', message: 'no' } });
        }
        return json(200, opts.bare?.has(id) === true ? null : subscriptionFixture(id));
      }
      if (m?.[2] === 'activity') return json(200, opts.bare?.has(id) === true ? [] : activityFixture(id));
      if (req.method === 'PATCH') {
        const { role } = (await req.json()) as { role: Role };
        if (id === opts.self)
          return json(409, { error: { code: 'own_role', message: 'You cannot change your own role.' } });
        const user = state.users.find((u) => u.id === id);
        if (user === undefined) return json(404, { error: { code: 'NOT_FOUND', message: 'User not found' } });
        user.role = role;
        return json(200, user);
      }
    }
    return json(404, { error: { code: 'NOT_FOUND', message: path } });
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

export const render = () =>
  renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <App>
            <UsersPage />
          </App>
        ),
      },
    ],
    { at: '/admin/users', auth: signedIn() },
  );

export const rowOf = (email: string) => {
  const table = document.querySelector('table');
  if (table === null) throw new Error('no table');
  const row = within(table).getByText(email).closest('tr');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
};
export const panel = () => {
  const aside = document.querySelector('aside');
  if (!(aside instanceof HTMLElement)) throw new Error('no detail panel');
  return aside;
};

export async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (item === undefined) throw new Error(`no ${option} option`);
  fireEvent.click(item);
}
