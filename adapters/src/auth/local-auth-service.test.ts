import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthServiceError } from './auth-error';
import type { AuthStore } from './auth-store';
import type { GoTrueSession, GoTrueUser } from './gotrue-json';
import { LocalAuthService } from './local-auth-service';
import type { AuthUserCreated, LocalAuthServiceOptions } from './local-auth-service';
import { authStoreFactories, ManualClock, OutboxMailer } from './testing';
import type { StoreUnderTest } from './testing';

const SITE = 'http://localhost:5173';
const PUBLIC = 'http://localhost:8787';
const PASSWORD = 'Correct-Horse-9';

async function errorOf(promise: Promise<unknown>): Promise<AuthServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthServiceError) return error;
    throw error;
  }
  throw new Error('expected an AuthServiceError');
}

function isSession(value: GoTrueSession | GoTrueUser): value is GoTrueSession {
  return 'access_token' in value;
}

describe.each(authStoreFactories)('LocalAuthService (%s store)', (_name, create) => {
  let harness: StoreUnderTest;
  let store: AuthStore;
  let clock: ManualClock;
  let mailer: OutboxMailer;
  let created: AuthUserCreated[];
  let signIns: string[];

  const service = (overrides: Partial<LocalAuthServiceOptions> = {}) =>
    new LocalAuthService({
      store,
      clock,
      mailer,
      publicUrl: PUBLIC,
      siteUrl: SITE,
      hooks: {
        onUserCreated: (user) => {
          created.push(user);
          return Promise.resolve();
        },
        onSignIn: (event) => {
          signIns.push(`${event.email}:${event.method}`);
          return Promise.resolve();
        },
      },
      ...overrides,
    });

  const signUp = async (auth: LocalAuthService, email = 'ada@example.com') => {
    const result = await auth.signUp({ email, password: PASSWORD, data: { name: 'Ada', is_over_18: true } });
    if (!isSession(result)) throw new Error('expected a session');
    return result;
  };

  beforeEach(async () => {
    harness = await create();
    store = harness.store;
    clock = new ManualClock();
    mailer = new OutboxMailer();
    created = [];
    signIns = [];
  });
  afterEach(async () => {
    await harness.close();
  });

  it('signs up with metadata, creates the profile through the hook and returns a session', async () => {
    const auth = service();
    const session = await signUp(auth, ' Ada@Example.com ');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + 3600);
    expect(session.user).toMatchObject({
      email: 'ada@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada', is_over_18: true, email: 'ada@example.com', email_verified: true },
      identities: [{ provider: 'email', user_id: session.user.id }],
    });
    expect(created).toEqual([{ id: session.user.id, email: 'ada@example.com', name: 'Ada' }]);
    expect(signIns).toEqual(['ada@example.com:password']);
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
    const auth = service({ hooks: { onUserCreated: () => Promise.reject(new Error('profile table down')) } });
    await expect(auth.signUp({ email: 'ada@example.com', password: PASSWORD })).rejects.toThrow(
      'profile table down',
    );
    expect(await store.findUserByEmail('ada@example.com')).toBeUndefined();
  });

  it('issues ES256 access tokens with Supabase claims verifiable against the JWKS', async () => {
    const auth = service();
    const session = await signUp(auth);
    const header = decodeProtectedHeader(session.access_token);
    const jwks = await auth.jwks();
    expect(header.alg).toBe('ES256');
    expect(jwks.keys.map((k) => k.kid)).toEqual([header.kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), {
      issuer: `${PUBLIC}/auth/v1`,
      audience: 'authenticated',
      currentDate: clock.now(),
    });
    expect(payload).toMatchObject({
      sub: session.user.id,
      email: 'ada@example.com',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password' }],
      user_metadata: { name: 'Ada', is_over_18: true },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(typeof payload.session_id).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('keeps one signing key in the store across service instances', async () => {
    const first = await signUp(service());
    const second = service();
    expect((await second.getUser(first.access_token)).id).toBe(first.user.id);
    expect((await second.jwks()).keys).toHaveLength(1);
  });

  it('signs in with the password and rejects a wrong one as invalid_credentials', async () => {
    const auth = service();
    await signUp(auth);
    const session = await auth.signInWithPassword({ email: 'ADA@example.com', password: PASSWORD });
    expect(session.user.last_sign_in_at).toBe(clock.now().toISOString());
    const wrong = await errorOf(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'Wrong-Pass-1' }),
    );
    expect([wrong.status, wrong.code, wrong.message]).toEqual([
      400,
      'invalid_credentials',
      'Invalid login credentials',
    ]);
    const unknown = await errorOf(
      auth.signInWithPassword({ email: 'nobody@example.com', password: PASSWORD }),
    );
    expect(unknown.code).toBe('invalid_credentials');
  });

  it('locks an address for 15 minutes after five failures within 15 minutes', async () => {
    const auth = service();
    await signUp(auth);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(60_000);
      expect(
        (await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: 'nope-nope' }))).code,
      ).toBe('invalid_credentials');
    }
    const locked = await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }));
    expect([locked.status, locked.code]).toEqual([429, 'over_request_rate_limit']);
    expect(locked.message).toBe(
      'Too many failed sign-in attempts for this email address. Please try again in 15 minutes.',
    );
    clock.advance(14 * 60_000);
    expect(
      (await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }))).message,
    ).toMatch(/in 1 minute\.$/);
    clock.advance(60_000);
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
    // A success wipes the count: four more failures do not lock.
    for (let i = 0; i < 4; i += 1)
      await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: 'nope-nope' }));
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });

  it('does not lock when five failures are spread over more than 15 minutes', async () => {
    const auth = service();
    await signUp(auth);
    for (let i = 0; i < 5; i += 1) {
      await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: 'nope-nope' }));
      clock.advance(4 * 60_000);
    }
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });

  it('rotates refresh tokens and revokes the family when a rotated token is reused after 10 s', async () => {
    const auth = service();
    const first = await signUp(auth);
    const second = await auth.refreshSession(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = await auth.refreshSession(second.refresh_token);
    clock.advance(10_001);
    const reused = await errorOf(auth.refreshSession(first.refresh_token));
    expect([reused.status, reused.code]).toEqual([400, 'refresh_token_already_used']);
    expect((await errorOf(auth.refreshSession(third.refresh_token))).code).toBe('refresh_token_not_found');
    expect((await errorOf(auth.getUser(third.access_token))).code).toBe('session_not_found');
    expect((await errorOf(auth.refreshSession('made-up'))).code).toBe('refresh_token_not_found');
  });

  it('serves and updates the user; a short or unchanged password is refused', async () => {
    const auth = service();
    const session = await signUp(auth);
    expect((await auth.getUser(session.access_token)).email).toBe('ada@example.com');
    expect((await errorOf(auth.getUser(undefined))).status).toBe(401);
    expect((await errorOf(auth.getUser('not.a.jwt'))).code).toBe('bad_jwt');
    const weak = await errorOf(auth.updateUser(session.access_token, { password: 'short' }));
    expect([weak.status, weak.code]).toEqual([422, 'weak_password']);
    expect((await errorOf(auth.updateUser(session.access_token, { password: PASSWORD }))).code).toBe(
      'same_password',
    );
    const updated = await auth.updateUser(session.access_token, {
      password: 'New-Password-42',
      data: { name: 'Ada L.' },
    });
    expect(updated.user_metadata).toMatchObject({ name: 'Ada L.', is_over_18: true });
    expect(
      (await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }))).code,
    ).toBe('invalid_credentials');
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'New-Password-42' }),
    ).resolves.toHaveProperty('access_token');
  });

  it('expires access tokens after an hour', async () => {
    const auth = service();
    const session = await signUp(auth);
    clock.advance(3601_000);
    expect((await errorOf(auth.getUser(session.access_token))).message).toMatch(/expired/);
  });

  it('logs out one session, the others, or all of them', async () => {
    const auth = service();
    const a = await signUp(auth);
    const b = await auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    const c = await auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    await auth.logout(b.access_token, 'others');
    expect((await auth.getUser(b.access_token)).id).toBe(a.user.id);
    expect((await errorOf(auth.refreshSession(a.refresh_token))).code).toBe('refresh_token_not_found');
    expect((await errorOf(auth.getUser(c.access_token))).code).toBe('session_not_found');
    await auth.logout(b.access_token, 'local');
    expect((await errorOf(auth.refreshSession(b.refresh_token))).code).toBe('refresh_token_not_found');
    const d = await auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    const e = await auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    await auth.logout(d.access_token, 'global');
    expect((await errorOf(auth.refreshSession(e.refresh_token))).code).toBe('refresh_token_not_found');
  });

  it('mails a recovery link only to known addresses and the link yields a recovery session', async () => {
    const auth = service();
    await signUp(auth);
    await expect(auth.recover({ email: 'nobody@example.com' })).resolves.toBeUndefined();
    expect(mailer.sent).toEqual([]);
    await auth.recover({ email: 'ada@example.com', redirectTo: `${SITE}/reset-password` });
    await auth.recover({ email: 'ada@example.com', redirectTo: `${SITE}/reset-password` });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe('Reset your EdgeBoard password');
    const link = new URL(mailer.lastLinkTo('ada@example.com'));
    expect(link.origin + link.pathname).toBe(`${PUBLIC}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);

    const redirect = await auth.verifyLink({
      token: link.searchParams.get('token')!,
      type: 'recovery',
      redirectTo: link.searchParams.get('redirect_to')!,
    });
    const target = new URL(redirect);
    expect(target.origin + target.pathname).toBe(`${SITE}/reset-password`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const accessToken = fragment.get('access_token')!;
    await auth.updateUser(accessToken, { password: 'Recovered-Pass-7' });
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'Recovered-Pass-7' }),
    ).resolves.toHaveProperty('access_token');
    expect(signIns).toContain('ada@example.com:otp');

    const again = new URL(
      await auth.verifyLink({ token: link.searchParams.get('token')!, type: 'recovery' }),
    );
    expect(again.origin).toBe(SITE);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('sends a fresh recovery link after a minute, which replaces the earlier one', async () => {
    const auth = service();
    await signUp(auth);
    await auth.recover({ email: 'ada@example.com' });
    const older = new URL(mailer.lastLinkTo('ada@example.com')).searchParams.get('token')!;
    clock.advance(61_000);
    await auth.recover({ email: 'ada@example.com' });
    expect(mailer.sent).toHaveLength(2);
    const newer = new URL(mailer.lastLinkTo('ada@example.com'));
    expect(newer.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    const stale = new URL(await auth.verifyLink({ token: older, type: 'recovery' }));
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');
    const fresh = new URL(
      await auth.verifyLink({ token: newer.searchParams.get('token')!, type: 'recovery' }),
    );
    expect(new URLSearchParams(fresh.hash.slice(1)).get('type')).toBe('recovery');
  });

  it('refuses an expired recovery link and never redirects to a foreign origin', async () => {
    const auth = service();
    await signUp(auth);
    await auth.recover({ email: 'ada@example.com', redirectTo: 'https://evil.example/steal' });
    const link = new URL(mailer.lastLinkTo('ada@example.com'));
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    clock.advance(61 * 60_000);
    const redirect = new URL(
      await auth.verifyLink({
        token: link.searchParams.get('token')!,
        type: 'recovery',
        redirectTo: 'https://evil.example/',
      }),
    );
    expect(redirect.origin).toBe(SITE);
    expect(new URLSearchParams(redirect.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('with confirmation on: no session at sign-up, email_not_confirmed until the link is opened', async () => {
    const auth = service({ requireEmailConfirmation: true });
    const result = await auth.signUp({ email: 'ada@example.com', password: PASSWORD, data: { name: 'Ada' } });
    expect(isSession(result)).toBe(false);
    expect(result).toMatchObject({
      email: 'ada@example.com',
      user_metadata: { name: 'Ada', email_verified: false },
    });
    expect(result).not.toHaveProperty('email_confirmed_at');
    expect(mailer.sent[0]?.subject).toBe('Confirm your EdgeBoard account');
    const refused = await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }));
    expect([refused.status, refused.code]).toEqual([400, 'email_not_confirmed']);

    const link = new URL(mailer.lastLinkTo('ada@example.com'));
    expect(link.searchParams.get('type')).toBe('signup');
    const session = await auth.verifyTokenHash({ tokenHash: link.searchParams.get('token')!, type: 'email' });
    expect(session.user.email_confirmed_at).toBe(clock.now().toISOString());
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
