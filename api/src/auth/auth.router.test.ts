import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { ManualClock, OutboxMailer } from '@edgeboard/adapters/auth/testing';
import { SESSION_EXPIRED_MESSAGE, UnauthenticatedError } from '@edgeboard/domain';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthRouter, createLocalTokenVerifier, TokenVerificationError } from './auth.router';
import { authRouterWorld, postTo, signUpAda, SITE, VERSIONED } from './auth-router-test-kit';

// Sessions, the user, the mailed links and the keys; GoTrue's error answers are auth.router.errors.test.ts'.
describe('auth router', () => {
  let app: Hono;
  let service: LocalAuthService;
  let mailer: OutboxMailer;
  let clock: ManualClock;
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    postTo(app, path, body, headers);
  const signUp = () => signUpAda(app);

  beforeEach(async () => {
    ({ app, service, mailer, clock } = await authRouterWorld());
  });

  it('locks failed sign-ins per e-mail and caller address: the owner elsewhere still signs in (issue #30 item 10)', async () => {
    app = new Hono();
    app.route('/auth/v1', createAuthRouter(service, { trustProxy: true, reportError: () => undefined }));
    await signUp();
    const signIn = (address: string, password: string) =>
      post(
        '/token?grant_type=password',
        { email: 'ada@example.com', password },
        { ...VERSIONED, 'X-Forwarded-For': address },
      );
    for (let i = 0; i < 5; i += 1) expect((await signIn('203.0.113.7', 'Wrong-Pass-1')).status).toBe(400);
    expect((await signIn('198.51.100.2', 'Correct-Horse-9')).status).toBe(200);
    const locked = await signIn('203.0.113.7', 'Correct-Horse-9');
    expect([locked.status, ((await locked.json()) as { code: string }).code]).toEqual([
      429,
      'over_request_rate_limit',
    ]);
  });

  it('answers a sign-up with a session and never caches it', async () => {
    const res = await post('/signup', {
      email: 'ada@example.com',
      password: 'Correct-Horse-9',
      data: { name: 'Ada', is_over_18: true },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      user_metadata: { name: 'Ada', is_over_18: true },
    });
  });

  it('serves the user, updates it and refuses a weak password with reasons', async () => {
    const session = await signUp();
    const auth = { ...VERSIONED, Authorization: `Bearer ${session.access_token}` };
    const me = await app.request('/auth/v1/user', { headers: auth });
    expect(((await me.json()) as { id: string }).id).toBe(session.user.id);
    expect((await app.request('/auth/v1/user', { headers: VERSIONED })).status).toBe(401);
    const weak = await app.request('/auth/v1/user', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ password: 'short' }),
    });
    expect(weak.status).toBe(422);
    expect(weak.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await weak.json()).toEqual({
      code: 'weak_password',
      message:
        'Password should be at least 8 characters. Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['length', 'pwned'] },
    });
    const ok = await app.request('/auth/v1/user', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ password: 'Another-Pass-8' }),
    });
    expect(ok.status).toBe(200);
  });

  it('rotates refresh tokens and logs out with 204', async () => {
    const session = await signUp();
    const refreshed = await post('/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const { refresh_token: second } = (await refreshed.json()) as { refresh_token: string };
    expect((await post('/token?grant_type=refresh_token', { refresh_token: second })).status).toBe(200);
    clock.advance(10_001);
    const reuse = await post('/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_already_used' });
    const login = (await (
      await post('/token?grant_type=password', { email: 'ada@example.com', password: 'Correct-Horse-9' })
    ).json()) as { access_token: string; refresh_token: string };
    const out = await post('/logout?scope=local', undefined, {
      ...VERSIONED,
      Authorization: `Bearer ${login.access_token}`,
    });
    expect(out.status).toBe(204);
    const after = await post('/token?grant_type=refresh_token', { refresh_token: login.refresh_token });
    expect(await after.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('answers recover identically for known and unknown addresses and redirects the link with a recovery session', async () => {
    await signUp();
    const known = await post(`/recover?redirect_to=${encodeURIComponent(`${SITE}/reset-password`)}`, {
      email: 'ada@example.com',
    });
    const unknown = await post('/recover', { email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.text()).toBe(await unknown.text());
    expect(mailer.sent).toHaveLength(1);

    const link = new URL(mailer.lastLinkTo('ada@example.com'));
    const res = await app.request(link.pathname + link.search);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe(`${SITE}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const user = await app.request('/auth/v1/user', {
      headers: { Authorization: `Bearer ${fragment.get('access_token')!}` },
    });
    expect(user.status).toBe(200);

    const replay = await app.request(link.pathname + link.search);
    expect(
      new URLSearchParams(new URL(replay.headers.get('Location')!).hash.slice(1)).get('error_code'),
    ).toBe('otp_expired');
    const missing = await app.request('/auth/v1/verify?type=recovery');
    expect(missing.status).toBe(400);
  });

  it('publishes the JWKS and settings', async () => {
    const jwks = await app.request('/auth/v1/.well-known/jwks.json');
    expect(jwks.headers.get('Cache-Control')).toBe('public, max-age=600');
    const body = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
    const settings = await (await app.request('/auth/v1/settings')).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true },
    });
    expect((await app.request('/auth/v1/nope')).status).toBe(404);
  });

  it('verifies access tokens for the API, optionally rejecting ended sessions', async () => {
    const session = await signUp();
    const verifier = createLocalTokenVerifier(service, { now: () => clock.now() });
    const strict = createLocalTokenVerifier(service, { now: () => clock.now(), checkSession: true });
    await expect(verifier.verify(session.access_token)).resolves.toMatchObject({
      userId: session.user.id,
      email: 'ada@example.com',
      role: 'authenticated',
    });
    await expect(verifier.verify(`${session.access_token}x`)).rejects.toBeInstanceOf(TokenVerificationError);
    await expect(verifier.verify(`${session.access_token}x`)).rejects.toMatchObject({
      message: SESSION_EXPIRED_MESSAGE,
    });
    await expect(verifier.verify('garbage')).rejects.toBeInstanceOf(UnauthenticatedError);
    await post('/logout', undefined, { ...VERSIONED, Authorization: `Bearer ${session.access_token}` });
    await expect(verifier.verify(session.access_token)).resolves.toMatchObject({ userId: session.user.id });
    await expect(strict.verify(session.access_token)).rejects.toMatchObject({ reason: 'revoked' });
    clock.advance(3601_000);
    await expect(verifier.verify(session.access_token)).rejects.toMatchObject({ reason: 'expired' });
  });
});
