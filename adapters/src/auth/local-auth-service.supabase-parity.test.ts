// Issue #15: where the stand-in differed from Supabase Auth (GoTrue): addresses the profile schema refuses,
// common passwords, refresh-token reuse within GoTrue's interval, other sessions outliving a password change,
// an empty sign-in password, and tokens without exp or naming someone else's session.
import { decodeJwt } from 'jose';
import { beforeEach, expect, it } from 'vitest';
import type { GoTrueSession, GoTrueUser } from './gotrue-json';
import { LocalAuthService } from './local-auth-service';
import {
  describeLocalAuth,
  errorOf,
  expectReuseEndsSession,
  expectSessionEnded,
  PASSWORD,
  PUBLIC,
} from './local-auth-test-kit';
import { SigningKeys } from './signing-keys';
import { OutboxMailer, TEST_SECRET_KEY } from './testing';
import { createLocalTokenVerifier } from './token-verifier';

function asSession(value: GoTrueSession | GoTrueUser): GoTrueSession {
  if (!('access_token' in value)) throw new Error('expected a session');
  return value;
}

describeLocalAuth('LocalAuthService as Supabase Auth does it', (h) => {
  let auth: LocalAuthService;
  beforeEach(() => {
    auth = h.service();
  });

  const signUp = async (email = 'ada@example.com') =>
    asSession(await auth.signUp({ email, password: PASSWORD, data: { name: 'Ada' } }));
  const signIn = (email = 'ada@example.com') => auth.signInWithPassword({ email, password: PASSWORD });

  it.each(['<b>x</b>@example.com', 'аda@example.com', 'ada@example.com.'])(
    'refuses %s with 400 validation_failed before writing anything',
    async (email) => {
      const refused = await errorOf(auth.signUp({ email, password: PASSWORD }));
      expect([refused.status, refused.code]).toEqual([400, 'validation_failed']);
      expect(await h.store.findUserByEmail(email.toLowerCase())).toBeUndefined();
      expect(h.created).toEqual([]);
    },
  );

  it.each([
    ['password', ['pwned']],
    ['12345678', ['pwned']],
    ['        ', ['characters']],
    ['Abc12!x', ['length']],
  ])('refuses the password %j with 422 weak_password %j', async (password, reasons) => {
    const refused = await errorOf(auth.signUp({ email: 'ada@example.com', password }));
    expect([refused.status, refused.code, refused.weakPasswordReasons]).toEqual([
      422,
      'weak_password',
      reasons,
    ]);
    expect(await h.store.findUserByEmail('ada@example.com')).toBeUndefined();
    const session = await signUp();
    const change = await errorOf(auth.updateUser(session.access_token, { password }));
    expect(change.code).toBe('weak_password');
  });

  it("answers an empty sign-up password with GoTrue's validation_failed", async () => {
    const refused = await errorOf(auth.signUp({ email: 'ada@example.com', password: '' }));
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      'validation_failed',
      'Signup requires a valid password',
    ]);
  });

  it('answers an empty sign-in password with invalid_credentials, as Supabase Auth does', async () => {
    await signUp();
    const refused = await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: '' }));
    expect([refused.status, refused.code]).toEqual([400, 'invalid_credentials']);
  });

  it('lets five refreshes with the same token at once all succeed within the reuse interval', async () => {
    const session = await signUp();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => auth.refreshSession(session.refresh_token)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
    const sessions = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    const sessionIds = sessions.map((s) => decodeJwt(s!.access_token).session_id);
    expect(new Set(sessionIds)).toEqual(new Set([decodeJwt(session.access_token).session_id]));
    // Every answer carries a working refresh token, and the session still serves requests.
    h.clock.advance(9_000);
    for (const s of sessions) await expect(auth.refreshSession(s!.refresh_token)).resolves.toBeDefined();
    await expect(auth.getUser(session.access_token)).resolves.toMatchObject({ email: 'ada@example.com' });
  });

  it('still refreshes with a token two rotations behind 10 s after its rotation, and ends the session after that', async () => {
    const session = await signUp();
    const second = await auth.refreshSession(session.refresh_token);
    const third = await auth.refreshSession(second.refresh_token);
    h.clock.advance(10_000);
    const late = await auth.refreshSession(session.refresh_token);
    expect(late.refresh_token).toBe(third.refresh_token);
    h.clock.advance(1);
    await expectReuseEndsSession(auth, session.refresh_token, late);
  });

  it('signs out every other session when the password changes; the changing session stays', async () => {
    const first = await signUp();
    const other = await signIn();
    const changing = await signIn();
    await auth.recover({ email: 'ada@example.com' });
    await auth.updateUser(changing.access_token, { password: 'Brand-New-Pass-3' });
    for (const ended of [first, other]) await expectSessionEnded(auth, ended);
    await expect(auth.getUser(changing.access_token)).resolves.toMatchObject({ email: 'ada@example.com' });
    await expect(auth.refreshSession(changing.refresh_token)).resolves.toHaveProperty('access_token');
    // The recovery link mailed under the old password no longer works.
    expect((await h.store.findUserByEmail('ada@example.com'))?.recoverySentAt).toBeNull();
  });

  it('signs out the other sessions after a recovery too', async () => {
    const before = await signUp();
    const mailer = new OutboxMailer();
    const recovering = new LocalAuthService({
      secretKey: TEST_SECRET_KEY,
      store: h.store,
      clock: h.clock,
      mailer,
      publicUrl: PUBLIC,
      siteUrl: PUBLIC,
    });
    await recovering.recover({ email: 'ada@example.com' });
    const link = new URL(mailer.lastLinkTo('ada@example.com'));
    const recovery = await recovering.verifyTokenHash({
      tokenHash: link.searchParams.get('token')!,
      type: 'recovery',
    });
    await recovering.updateUser(recovery.access_token, { password: 'Recovered-Pass-7' });
    expect((await errorOf(auth.refreshSession(before.refresh_token))).code).toBe('refresh_token_not_found');
    await expect(auth.getUser(recovery.access_token)).resolves.toBeDefined();
  });

  it('refuses a validly signed token without exp, and one naming another user’s session', async () => {
    const ada = await signUp();
    const bob = await signUp('bob@example.com');
    const keys = new SigningKeys(h.store, () => h.clock.now(), TEST_SECRET_KEY);
    const claims = decodeJwt(ada.access_token);
    const { exp: _exp, ...withoutExp } = claims;
    const endless = await keys.sign(withoutExp);
    const borrowed = await keys.sign({ ...claims, session_id: decodeJwt(bob.access_token).session_id });
    const verifier = createLocalTokenVerifier(auth, { now: () => h.clock.now(), checkSession: true });

    expect((await errorOf(auth.getUser(endless))).code).toBe('bad_jwt');
    await expect(verifier.verify(endless)).rejects.toMatchObject({ reason: 'invalid' });
    expect((await errorOf(auth.getUser(borrowed))).code).toBe('session_not_found');
    await expect(verifier.verify(borrowed)).rejects.toMatchObject({ reason: 'revoked' });
    // The genuine tokens still pass.
    await expect(verifier.verify(ada.access_token)).resolves.toMatchObject({ userId: ada.user.id });
  });
});
