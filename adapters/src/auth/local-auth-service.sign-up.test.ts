import { expect, it } from 'vitest';
import { errorOf, isSession, PASSWORD, describeLocalAuth } from './local-auth-test-kit';

describeLocalAuth('LocalAuthService signs up, confirms the address and deletes the account', (h) => {
  const { service, signUp } = h;

  it('signs up with metadata, creates the profile through the hook and returns a session', async () => {
    const auth = service();
    const session = await signUp(auth, ' Ada@Example.com ');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(Math.floor(h.clock.now().getTime() / 1000) + 3600);
    expect(session.user).toMatchObject({
      email: 'ada@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada', is_over_18: true, email: 'ada@example.com', email_verified: true },
      identities: [{ provider: 'email', user_id: session.user.id }],
    });
    expect(h.created).toEqual([{ id: session.user.id, email: 'ada@example.com', name: 'Ada' }]);
    expect(h.signIns).toEqual(['ada@example.com:password']);
  });

  it('rejects a taken address, a short password, a bad address and disabled sign-ups', async () => {
    const auth = service();
    await signUp(auth);
    expect((await errorOf(signUp(auth))).code).toBe('user_already_exists');
    const weak = await errorOf(auth.signUp({ email: 'b@example.com', password: 'Short1!' }));
    expect([weak.status, weak.code, weak.weakPasswordReasons]).toEqual([422, 'weak_password', ['length']]);
    expect((await errorOf(auth.signUp({ email: 'not-an-address', password: PASSWORD }))).code).toBe(
      'validation_failed',
    );
    const closed = service({ allowSignup: () => false });
    expect((await errorOf(closed.signUp({ email: 'c@example.com', password: PASSWORD }))).code).toBe(
      'signup_disabled',
    );
  });

  it('undoes the sign-up when the profile hook fails', async () => {
    const auth = service({
      hooks: { onUserCreated: () => Promise.reject(new Error('profile table down')) },
    });
    await expect(auth.signUp({ email: 'ada@example.com', password: PASSWORD })).rejects.toThrow(
      'profile table down',
    );
    expect(await h.store.findUserByEmail('ada@example.com')).toBeUndefined();
  });

  it('with confirmation on: no session at sign-up, email_not_confirmed until the link is opened', async () => {
    const auth = service({ requireEmailConfirmation: true });
    const result = await auth.signUp({
      email: 'ada@example.com',
      password: PASSWORD,
      data: { name: 'Ada' },
    });
    expect(isSession(result)).toBe(false);
    expect(result).toMatchObject({
      email: 'ada@example.com',
      user_metadata: { name: 'Ada', email_verified: false },
    });
    expect(result).not.toHaveProperty('email_confirmed_at');
    expect(h.mailer.sent[0]?.subject).toBe('Confirm your EdgeBoard account');
    const refused = await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }));
    expect([refused.status, refused.code]).toEqual([400, 'email_not_confirmed']);

    const link = new URL(h.mailer.lastLinkTo('ada@example.com'));
    expect(link.searchParams.get('type')).toBe('signup');
    const session = await auth.verifyTokenHash({
      tokenHash: link.searchParams.get('token')!,
      type: 'email',
    });
    expect(session.user.email_confirmed_at).toBe(h.clock.now().toISOString());
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });

  it('deletes a user, who can no longer sign in', async () => {
    const deleted: string[] = [];
    const auth = service({ hooks: { onUserDeleted: (u) => Promise.resolve(void deleted.push(u.email)) } });
    const session = await signUp(auth);
    await auth.deleteUser(session.user.id);
    expect(deleted).toEqual(['ada@example.com']);
    expect(
      (await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }))).code,
    ).toBe('invalid_credentials');
    expect((await errorOf(auth.refreshSession(session.refresh_token))).code).toBe('refresh_token_not_found');
  });
});
