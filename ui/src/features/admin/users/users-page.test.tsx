import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminSubscriptionView,
  NO_RECENT_ACTIVITY_MESSAGE,
  NO_SUBSCRIPTION_DATA_MESSAGE,
  SELECT_USER_MESSAGE,
  UserActivity,
  UserProfile,
  type Role,
} from '@edgeboard/domain';
import { api } from '../../../app/api';
import { renderRoutes, signedIn } from '../../../test/render';
import { Component as UsersPage, USERS_LOAD_FAILED_MESSAGE } from './users-page';
import { activityFixture, subscriptionFixture, usersFixture } from './users.fixture';
import { SUBSCRIPTION_LOAD_FAILED_MESSAGE } from './user-detail';

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
function serve(opts: ServeOptions = {}) {
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

const render = () =>
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

const rowOf = (email: string) => {
  const table = document.querySelector('table');
  if (table === null) throw new Error('no table');
  const row = within(table).getByText(email).closest('tr');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
};
const panel = () => {
  const aside = document.querySelector('aside');
  if (!(aside instanceof HTMLElement)) throw new Error('no detail panel');
  return aside;
};

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (item === undefined) throw new Error(`no ${option} option`);
  fireEvent.click(item);
}

describe('admin users', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fixtures follow the domain schemas', () => {
    const [u] = usersFixture(1);
    expect(UserProfile.safeParse(u).success).toBe(true);
    expect(AdminSubscriptionView.safeParse(subscriptionFixture(u?.id ?? '')).success).toBe(true);
    expect(UserActivity.array().safeParse(activityFixture(u?.id ?? '')).success).toBe(true);
  });

  it('lists a page of 10 with the paging text and moves between pages', async () => {
    const { listCalls } = serve({ count: 25 });
    render();
    expect(await screen.findByText('fan1@example.com')).toBeTruthy();
    expect(screen.getByText(SELECT_USER_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 25 results')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(listCalls()[0]?.url.searchParams.get('pageSize')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('fan11@example.com')).toBeTruthy();
    expect(screen.getByText('Showing 11 to 20 of 25 results')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('hides the page controls on a single page', async () => {
    serve({ count: 4 });
    render();
    expect(await screen.findByText('Showing 1 to 4 of 4 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('clamps the page to the last page when the total shrinks under it', async () => {
    const { state, listCalls } = serve({ count: 25 });
    const { store } = render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('fan11@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('fan21@example.com');
    // Rows deleted elsewhere, then the list reloads: page 3 no longer exists, so the list falls back to page 2.
    state.users = state.users.slice(0, 12);
    store.dispatch(api.util.invalidateTags([{ type: 'AdminUsers', id: 'LIST' }]));
    expect(await screen.findByText('fan12@example.com')).toBeTruthy();
    expect(screen.queryByText('fan13@example.com')).toBeNull();
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('searches by email or name and filters by role, back on page 1', async () => {
    const { listCalls } = serve({ count: 25 });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('fan11@example.com');

    const search = screen.getByRole('searchbox', { name: 'Search by email or name' });
    fireEvent.change(search, { target: { value: 'NUMBER2' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Showing 1 to 7 of 7 results')).toBeTruthy();
    let last = listCalls().at(-1)?.url.searchParams;
    expect(last?.get('search')).toBe('NUMBER2');
    expect(last?.get('page')).toBe('1');

    await chooseOption('Filter by role', 'User');
    await waitFor(() => {
      expect(listCalls().at(-1)?.url.searchParams.get('role')).toBe('user');
    });
    last = listCalls().at(-1)?.url.searchParams;
    expect(last?.get('search')).toBe('NUMBER2');
    // fan21 and fan24 are the "user" rows among fan2, fan20..fan25.
    expect(await screen.findByText('Showing 1 to 2 of 2 results')).toBeTruthy();
  });

  it('selecting a user fetches the latest subscription and recent activity', async () => {
    const { calls } = serve({ count: 3 });
    render();
    await screen.findByText('fan2@example.com');
    fireEvent.click(rowOf('fan2@example.com'));
    const aside = panel();
    expect(await within(aside).findByText('price_starting_monthly')).toBeTruthy();
    expect(within(aside).getByText('active')).toBeTruthy();
    // Regression: the panel named no plan.
    expect(within(aside).getByText('Starting Edge')).toBeTruthy();
    expect(await within(aside).findByText('role changed')).toBeTruthy();
    expect(screen.queryByText(SELECT_USER_MESSAGE)).toBeNull();
    const paths = calls().map((c) => c.url.pathname);
    expect(paths).toContain('/api/admin/users/00000000-0000-4000-8000-000000000002/subscription');
    expect(paths).toContain('/api/admin/users/00000000-0000-4000-8000-000000000002/activity');
  });

  it('shows the empty states for a user without subscription or activity, selected by keyboard', async () => {
    serve({ count: 3, bare: new Set(['00000000-0000-4000-8000-000000000001']) });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.keyDown(rowOf('fan1@example.com'), { key: 'Enter' });
    const aside = panel();
    expect(await within(aside).findByText(NO_SUBSCRIPTION_DATA_MESSAGE)).toBeTruthy();
    expect(await within(aside).findByText(NO_RECENT_ACTIVITY_MESSAGE)).toBeTruthy();
  });

  it('says a failed subscription load with Retry, not "no subscription"', async () => {
    serve({ count: 3, failSubscription: 1 });
    render();
    await screen.findByText('fan2@example.com');
    fireEvent.click(rowOf('fan2@example.com'));
    const aside = panel();
    expect(await within(aside).findByText(SUBSCRIPTION_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(within(aside).queryByText(NO_SUBSCRIPTION_DATA_MESSAGE)).toBeNull();
    fireEvent.click(within(aside).getByRole('button', { name: 'Retry' }));
    expect(await within(aside).findByText('Starting Edge')).toBeTruthy();
    expect(within(aside).queryByText(SUBSCRIPTION_LOAD_FAILED_MESSAGE)).toBeNull();
  });

  it('confirming a role change updates the row and the panel in place', async () => {
    const { calls, listCalls } = serve({ count: 3 });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(rowOf('fan1@example.com'));
    const aside = panel();
    fireEvent.click(within(aside).getByRole('button', { name: 'Edit role' }));
    await chooseOption('Role', 'Admin');
    const listsBefore = listCalls().length;
    fireEvent.click(within(aside).getByRole('button', { name: 'Confirm' }));

    // Role queries are slow on antd's styled DOM; the button's text is enough here.
    expect(await within(aside).findByText('Edit role')).toBeTruthy();
    expect(within(aside).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('fan1@example.com')).getByText('Admin')).toBeTruthy();
    const patch = calls().find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/admin/users/00000000-0000-4000-8000-000000000001');
    // The row changed in the cache: no list refetch was needed.
    expect(listCalls().length).toBe(listsBefore);
  });

  it('cancel leaves edit mode without saving', async () => {
    const { calls } = serve({ count: 3 });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(rowOf('fan1@example.com'));
    const aside = panel();
    fireEvent.click(within(aside).getByRole('button', { name: 'Edit role' }));
    await chooseOption('Role', 'Admin');
    fireEvent.click(within(aside).getByRole('button', { name: 'Cancel' }));

    expect(within(aside).getByRole('button', { name: 'Edit role' })).toBeTruthy();
    expect(within(aside).getByText('Free')).toBeTruthy();
    expect(within(rowOf('fan1@example.com')).getByText('Free')).toBeTruthy();
    expect(calls().some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a refused role change keeps edit mode and says why', async () => {
    serve({ count: 3, self: '00000000-0000-4000-8000-000000000001' });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(rowOf('fan1@example.com'));
    const aside = panel();
    fireEvent.click(within(aside).getByRole('button', { name: 'Edit role' }));
    await chooseOption('Role', 'Admin');
    fireEvent.click(within(aside).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You cannot change your own role.')).toBeTruthy();
    expect(within(aside).getByText('Confirm')).toBeTruthy();
    expect(within(rowOf('fan1@example.com')).getByText('Free')).toBeTruthy();
  });

  it('shows a failed list with a Retry that reloads it', async () => {
    const { state } = serve({ count: 3, failList: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText(USERS_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(log).toHaveBeenCalled();
    state.failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('fan1@example.com')).toBeTruthy();
    expect(screen.queryByText(USERS_LOAD_FAILED_MESSAGE)).toBeNull();
    log.mockRestore();
  });
});
