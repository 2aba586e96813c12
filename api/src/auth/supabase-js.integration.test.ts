import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createRemoteTokenVerifier } from './auth.router';
import { PASSWORD, sharedStorage, startAuthServer } from './supabase-js.test-server';
import { opened } from '../testing/per-suite';

describe('supabase-js 2.x against the local auth stand-in', () => {
  const auth = opened(startAuthServer);

  it('signs up, signs in, reads the user, verifies claims, rotates refresh tokens and signs out', async () => {
    const supabase = auth.client();
    const signUp = await supabase.auth.signUp({
      email: 'ada@example.com',
      password: PASSWORD,
      options: { data: { name: 'Ada Lovelace', is_over_18: true } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.token_type).toBe('bearer');
    expect(signUp.data.user?.user_metadata).toMatchObject({ name: 'Ada Lovelace', is_over_18: true });
    expect(auth.profiles).toEqual([
      { id: signUp.data.user!.id, email: 'ada@example.com', name: 'Ada Lovelace' },
    ]);

    const signIn = await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const { data: userData, error: userError } = await supabase.auth.getUser();
    expect(userError).toBeNull();
    expect(userData.user?.email).toBe('ada@example.com');

    const claims = await supabase.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header.alg).toBe('ES256');
    expect(claims.data?.claims).toMatchObject({
      sub: first.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      iss: `${auth.url}/auth/v1`,
    });

    // The hosted path: the key set fetched over HTTP from {url}/auth/v1/.well-known/jwks.json.
    const remote = createRemoteTokenVerifier({ supabaseUrl: auth.url });
    await expect(remote.verify(first.access_token)).resolves.toMatchObject({
      userId: first.user.id,
      sessionId: claims.data?.claims.session_id,
    });

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // The parent of the active token gets that token back at any time (a lost answer); a token older than that,
    // past GoTrue's 10 s reuse interval, ends the session.
    const third = (await supabase.auth.refreshSession()).data.session!;
    auth.clockAhead.ms += 10_001;
    const lost = await auth.client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(lost.data.session?.refresh_token).toBe(third.refresh_token);
    const replay = await auth.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const familyGone = await auth.client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(familyGone.error?.code).toBe('refresh_token_not_found');

    const again = await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    const weak = await supabase.auth.updateUser({ password: 'short' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error?.code).toBe('weak_password');
    const common = await supabase.auth.updateUser({ password: 'password' });
    expect(common.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    const updated = await supabase.auth.updateUser({ password: 'Changed-Pass-42' });
    expect(updated.error).toBeNull();

    const signOut = await supabase.auth.signOut();
    expect(signOut.error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const afterSignOut = await auth
      .client()
      .auth.refreshSession({ refresh_token: again.data.session!.refresh_token });
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');
    const oldPassword = await supabase.auth.signInWithPassword({
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await supabase.auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'Changed-Pass-42',
    });
    expect(newPassword.error).toBeNull();
  });

  it('keeps two tabs sharing storage signed in when both refresh with the same token at once', async () => {
    await auth.client().auth.signUp({ email: 'tabs@example.com', password: PASSWORD });
    const storage = sharedStorage();
    const tabA = auth.client(storage);
    const tabB = auth.client(storage);
    expect(
      (await tabA.auth.signInWithPassword({ email: 'tabs@example.com', password: PASSWORD })).error,
    ).toBeNull();
    expect((await tabB.auth.getSession()).data.session?.user.email).toBe('tabs@example.com');

    const [a, b] = await Promise.all([tabA.auth.refreshSession(), tabB.auth.refreshSession()]);
    // The server answers both; supabase-js may discard the slower answer itself because the other tab has
    // stored a session meanwhile (AuthRefreshDiscardedError), which signs nobody out.
    for (const { error } of [a, b])
      expect(error === null || error.name === 'AuthRefreshDiscardedError').toBe(true);
    for (const tab of [tabA, tabB]) {
      expect((await tab.auth.getUser()).error).toBeNull();
      expect((await tab.auth.getSession()).data.session).not.toBeNull();
    }
    expect((await tabA.auth.refreshSession()).error).toBeNull();
  });

  it('answers five simultaneous refreshes with one token, all with the same new refresh token', async () => {
    const signIn = await auth.client().auth.signUp({ email: 'five@example.com', password: PASSWORD });
    const refreshToken = signIn.data.session!.refresh_token;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => auth.client().auth.refreshSession({ refresh_token: refreshToken })),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
    expect(new Set(results.map((r) => r.data.session?.refresh_token)).size).toBe(1);
  });

  it('signs the other sessions out when the password changes, refresh tokens included', async () => {
    await auth.client().auth.signUp({ email: 'change@example.com', password: PASSWORD });
    const laptop = auth.client(sharedStorage());
    const phone = auth.client(sharedStorage());
    await laptop.auth.signInWithPassword({ email: 'change@example.com', password: PASSWORD });
    await phone.auth.signInWithPassword({ email: 'change@example.com', password: PASSWORD });
    const phoneRefresh = (await phone.auth.getSession()).data.session!.refresh_token;

    expect((await laptop.auth.updateUser({ password: 'Changed-Pass-42' })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await phone.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const stale = await auth.client().auth.refreshSession({ refresh_token: phoneRefresh });
    expect(stale.error?.code).toBe('refresh_token_not_found');
  });
});
