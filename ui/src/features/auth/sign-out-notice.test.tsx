import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { signOut } from '@/lib/auth/sign-out';
import { AuthPage } from './auth-page';
import { SIGN_OUT_FAILED_MESSAGE, SIGNING_OUT_TEXT } from './sign-out-notice';

const auth = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('@/lib/auth/supabase-client', () => ({ supabase: { auth } }));

const routes = [
  { path: '/auth', element: <AuthPage /> },
  { path: '/dashboard', element: <p>dashboard home</p> },
];

/** A sign-out whose server answer the test releases. */
function pendingSignOut() {
  let answer: (value: { error: null | { code: string; name: string } }) => void = () => undefined;
  auth.signOut.mockImplementationOnce(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  );
  return (value: { error: null | { code: string; name: string } }) => {
    answer(value);
  };
}

describe('the sign-in page during a sign-out', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('says it is signing out, not the form, until the session is gone', async () => {
    const release = pendingSignOut();
    renderRoutes(routes, { at: '/auth', auth: signedOut });
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = signOut();
    });
    expect(await screen.findByText(SIGNING_OUT_TEXT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    await act(async () => {
      release({ error: null });
      await done;
    });
    expect(await done).toBe(true);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText(SIGNING_OUT_TEXT)).toBeNull();
  });

  it('says the session is still there when the server could not be reached, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const release = pendingSignOut();
    renderRoutes(routes, { at: '/auth', auth: signedIn() });
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = signOut();
    });
    await waitFor(() => {
      expect(auth.signOut).toHaveBeenCalledTimes(1);
    });
    await act(async () => {
      release({ error: { code: 'unexpected_failure', name: 'AuthRetryableFetchError' } });
      await done;
    });
    expect(await done).toBe(false);
    expect(screen.getByText(SIGN_OUT_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    auth.signOut.mockResolvedValueOnce({ error: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(auth.signOut).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(SIGN_OUT_FAILED_MESSAGE)).toBeNull();
  });
});
