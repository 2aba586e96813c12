// Issue #30 items 12 and 14: a token whose session or user is gone is answered as hosted Supabase Auth answers
// it (403 session_not_found, 403 user_not_found), and signing out with it changes nothing.
import { expect, it } from 'vitest';
import { describeLocalAuth, errorOf, PASSWORD } from './local-auth-test-kit';

describeLocalAuth('LocalAuthService with a token whose session or user has ended', (h) => {
  const { service, signUp } = h;

  it('refuses a sign-out with an ended session (403 session_not_found) and leaves the other devices signed in', async () => {
    const auth = service();
    const laptop = await signUp(auth);
    const phone = await auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    const tablet = await auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    // The phone signs the laptop out; the laptop, still holding its token, then signs out everywhere.
    await auth.logout(phone.access_token, 'others');
    expect((await auth.getUser(phone.access_token)).id).toBe(laptop.user.id);
    for (const scope of ['global', 'local', 'others'] as const) {
      const refused = await errorOf(auth.logout(laptop.access_token, scope));
      expect([refused.status, refused.code]).toEqual([403, 'session_not_found']);
    }
    expect((await auth.getUser(phone.access_token)).id).toBe(laptop.user.id);
    await expect(auth.refreshSession(phone.refresh_token)).resolves.toHaveProperty('access_token');
    expect((await errorOf(auth.getUser(tablet.access_token))).code).toBe('session_not_found');
  });

  it("answers a deleted user's still valid token with 403 user_not_found, before the session check", async () => {
    const auth = service();
    const session = await signUp(auth);
    await auth.deleteUser(session.user.id);
    const gone = await errorOf(auth.getUser(session.access_token));
    expect([gone.status, gone.code, gone.message]).toEqual([
      403,
      'user_not_found',
      'User from sub claim in JWT does not exist',
    ]);
    expect((await errorOf(auth.updateUser(session.access_token, { data: { name: 'x' } }))).code).toBe(
      'user_not_found',
    );
    expect((await errorOf(auth.logout(session.access_token, 'global'))).code).toBe('user_not_found');
  });
});
