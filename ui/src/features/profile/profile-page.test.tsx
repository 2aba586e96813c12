import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_PASSWORD_MIN_LENGTH_MESSAGE,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  DELETE_ACCOUNT_CANCELLED_MESSAGE,
  DELETE_ACCOUNT_CONFIRM_MESSAGE,
  DELETE_ACCOUNT_FAILED_MESSAGE,
  NEW_PASSWORD_MIN_LENGTH_MESSAGE,
  NEW_PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_UPDATE_FAILED_MESSAGE,
  USER_DATA_LOAD_FAILED_MESSAGE,
  type SubscriptionState,
} from '@edgeboard/domain';
import { authStorageKey } from '@/lib/auth/auth-storage-key';
import { COMMON_PASSWORD_MESSAGE, SAME_PASSWORD_MESSAGE } from '@/lib/auth/auth-errors';
import { meAnswer, patProfile } from '@/test/me.fixture';
import { answer, refuse, requestLog, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { PASSWORD_CHANGED_NOTICE, ProfilePage } from './profile-page';

const auth = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  updateUser: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('@/lib/auth/supabase-client', () => ({ supabase: { auth } }));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const routes = [
  { path: '/dashboard/profile', element: <ProfilePage /> },
  { path: '/dashboard/performance', element: <p>performance page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

const starting: SubscriptionState = {
  tier: 'starting',
  status: 'active',
  currentPeriodStart: '2026-10-15T00:00:00.000Z',
  currentPeriodEnd: '2099-03-15T00:00:00.000Z',
  cancelAtPeriodEnd: true,
  isAdmin: false,
};

withMockServer({ buildWorld: false });

/** Overrides GET and DELETE /api/me; returns every request the page sent ("METHOD /path"). */
function serve(opts: { subscription?: SubscriptionState; meStatus?: number; deleteStatus?: number } = {}) {
  const calls = requestLog();
  if (opts.meStatus !== undefined) refuse('/api/me', opts.meStatus, { code: 'bad', message: 'x' });
  else
    answer(
      '/api/me',
      meAnswer(opts.subscription ?? starting, {
        id: USER_ID,
        email: 'pat@example.com',
        profile: patProfile(USER_ID),
      }),
    );
  const deleteStatus = opts.deleteStatus ?? 200;
  if (deleteStatus === 200) answer('/api/me', { success: true }, { method: 'delete' });
  else refuse('/api/me', deleteStatus, { method: 'delete', message: 'no' });
  return calls;
}

const open = () =>
  renderRoutes(routes, { at: '/dashboard/profile', auth: signedIn(USER_ID, 'pat@example.com') });

describe('profile page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('sends a visitor without a session to /auth', async () => {
    serve();
    renderRoutes(routes, { at: '/dashboard/profile', auth: signedOut });
    expect(await screen.findByText('auth page')).toBeTruthy();
  });

  it('shows initials, name, member since, dashes for stats and the expiry notice', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Pat Q Fan' })).toBeTruthy();
    expect(screen.getByText('PF')).toBeTruthy();
    expect(screen.getByText(/Member since .*2024/)).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Starting Edge')).toBeTruthy();
    expect(screen.getByText('Expires on Mar 15, 2099')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Performance' })).toBeNull();
  });

  it('gives all-star users View Performance', async () => {
    serve({ subscription: { ...starting, tier: 'all-star', cancelAtPeriodEnd: false } });
    const user = userEvent.setup();
    const { router } = open();
    expect(await screen.findByText('Renews on Mar 15, 2099')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View Performance' }));
    expect(router.state.location.pathname).toBe('/dashboard/performance');
  });

  // Issue #18 item 3: a free user reaches Profile (the gate no longer sends them to the plans page).
  it('shows a free user their account and security actions, with plans instead of a portal', async () => {
    serve({ subscription: { ...starting, tier: 'free', currentPeriodEnd: null, cancelAtPeriodEnd: false } });
    open();
    expect(await screen.findByText('Free')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });

  it('offers Try Again when the user data cannot load', async () => {
    const calls = serve({ meStatus: 400 });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText(USER_DATA_LOAD_FAILED_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => {
      expect(calls.filter((c) => c === 'GET /api/me').length).toBe(2);
    });
  });

  it('offers Log In Again, not Try Again, when the session has expired (401)', async () => {
    serve({ meStatus: 401 });
    open();
    expect(await screen.findByText(USER_DATA_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In Again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});

describe('change password', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve();
  });

  async function openDialog() {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const fill = async (current: string, next: string, confirm: string) => {
      for (const [label, value] of [
        ['Current Password', current],
        ['New Password', next],
        ['Confirm New Password', confirm],
      ] as const) {
        const field = within(dialog).getByLabelText(label);
        await user.clear(field);
        if (value !== '') await user.type(field, value);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    };
    return { dialog, fill };
  }

  it('shows the domain messages for an empty current, a short and a mismatched password', async () => {
    const { dialog, fill } = await openDialog();
    await fill('', 'short', 'other');
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain(CURRENT_PASSWORD_REQUIRED_MESSAGE);
    expect(alert.textContent).toContain(NEW_PASSWORD_MIN_LENGTH_MESSAGE);
    expect(alert.textContent).toContain(NEW_PASSWORD_MISMATCH_MESSAGE);
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('says the current password is incorrect when signing in again fails', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials' } });
    const { dialog, fill } = await openDialog();
    await fill('Wrong-1!', 'Brand-new-9', 'Brand-new-9');
    expect(await within(dialog).findByText(CURRENT_PASSWORD_INCORRECT_MESSAGE)).toBeTruthy();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'pat@example.com', password: 'Wrong-1!' });
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('says the update failed when the auth service refuses the new password', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: { message: 'boom' } });
    const { dialog, fill } = await openDialog();
    await fill('Old-pass-1', 'Brand-new-9', 'Brand-new-9');
    expect(await within(dialog).findByText(PASSWORD_UPDATE_FAILED_MESSAGE)).toBeTruthy();
  });

  it.each([
    [
      { code: 'weak_password', message: 'Password should be at least 8 characters.', reasons: ['length'] },
      AUTH_PASSWORD_MIN_LENGTH_MESSAGE,
    ],
    [
      { code: 'weak_password', message: 'Password is known to be weak', reasons: ['pwned'] },
      COMMON_PASSWORD_MESSAGE,
    ],
    [{ code: 'same_password', message: 'New password should be different' }, SAME_PASSWORD_MESSAGE],
  ])('words the refusal %j by its code, not its text', async (error, shown) => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error });
    const { dialog, fill } = await openDialog();
    await fill('Old-pass-1', 'Brand-new-9', 'Brand-new-9');
    expect(await within(dialog).findByText(shown)).toBeTruthy();
  });

  it('verifies, then updates and confirms', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    const { fill } = await openDialog();
    await fill('Old-pass-1', 'Brand-new-9', 'Brand-new-9');
    expect(await screen.findByText(PASSWORD_CHANGED_NOTICE)).toBeTruthy();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Brand-new-9' });
  });
});

describe('delete account', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth.signOut.mockResolvedValue({ error: null });
  });

  async function startDelete(typed: string) {
    const user = userEvent.setup();
    const view = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(within(confirm).getByText(DELETE_ACCOUNT_CONFIRM_MESSAGE)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    // antd gives every modal title the same id under test, so the typed step is found by its field.
    const field = await screen.findByLabelText(/to confirm/);
    const typeDialog = field.closest<HTMLElement>('[role=dialog]');
    if (typeDialog === null) throw new Error('typed confirmation is not in a dialog');
    if (typed !== '') await user.type(field, typed);
    await user.click(within(typeDialog).getByRole('button', { name: 'Delete Account' }));
    return view;
  }

  it('cancels unless exactly DELETE is typed', async () => {
    const calls = serve();
    await startDelete('delete');
    expect(await screen.findByText(DELETE_ACCOUNT_CANCELLED_MESSAGE)).toBeTruthy();
    expect(calls).not.toContain('DELETE /api/me');
  });

  it('deletes, signs out and replaces the page with /auth', async () => {
    const calls = serve();
    // The server ended the session with the account: it leaves storage before any sign-out call, so a
    // reload meanwhile cannot send its dead token (the e2e journey's flake: a 401 from /api/site on /auth).
    const key = authStorageKey(window.location.origin);
    window.localStorage.setItem(key, JSON.stringify({ refresh_token: 'dead' }));
    let storedWhenSigningOut: string | null = 'not called';
    auth.signOut.mockImplementation(() => {
      storedWhenSigningOut = window.localStorage.getItem(key);
      return Promise.resolve({ error: null });
    });
    const { router } = await startDelete('DELETE');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    expect(calls).toContain('DELETE /api/me');
    expect(auth.signOut).toHaveBeenCalled();
    expect(storedWhenSigningOut).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says deletion failed when the server refuses', async () => {
    serve({ deleteStatus: 409 });
    await startDelete('DELETE');
    expect(await screen.findByText(DELETE_ACCOUNT_FAILED_MESSAGE)).toBeTruthy();
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
