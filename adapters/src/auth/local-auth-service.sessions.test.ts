import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { expect, it } from 'vitest';
import { errorOf, expectReuseEndsSession, PASSWORD, PUBLIC, describeLocalAuth } from './local-auth-test-kit';

describeLocalAuth('LocalAuthService issues, refreshes, verifies and ends sessions', (h) => {
  const { service, signUp } = h;

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
      currentDate: h.clock.now(),
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

  it('rotates refresh tokens and revokes the family when a rotated token is reused after 10 s', async () => {
    const auth = service();
    const first = await signUp(auth);
    const second = await auth.refreshSession(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = await auth.refreshSession(second.refresh_token);
    h.clock.advance(10_001);
    await expectReuseEndsSession(auth, first.refresh_token, third);
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
    h.clock.advance(3601_000);
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
});
