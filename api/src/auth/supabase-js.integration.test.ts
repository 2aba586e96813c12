import type { AddressInfo } from 'node:net';
import { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { LocalAuthServiceOptions } from '@edgeboard/adapters/auth/local-auth-service';
import { createSqliteAuthStore, OutboxMailer } from '@edgeboard/adapters/auth/testing';
import { serve } from '@hono/node-server';
import { AuthApiError, AuthWeakPasswordError, createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions, SupportedStorage } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createAuthRouter, createRemoteTokenVerifier } from './auth.router';

// The ws package's constructor type is wider than realtime-js' WebSocket-like declaration; it is the documented Node transport.
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

const SITE = 'http://localhost:5173';
const PASSWORD = 'Correct-Horse-9';

interface RunningAuth {
  url: string;
  mailer: OutboxMailer;
  profiles: { id: string; email: string; name: string }[];
  /** The server's clock runs this many milliseconds ahead of the real one (the reuse interval is timed with it). */
  clockAhead: { ms: number };
  client: (storage?: SupportedStorage) => SupabaseClient;
  close: () => Promise<void>;
}

/** One browser's localStorage, shared by its tabs. */
function sharedStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** The stand-in on a real HTTP server (ephemeral port) with the SQLite store, as the server will run it. */
async function startAuthServer(overrides: Partial<LocalAuthServiceOptions> = {}): Promise<RunningAuth> {
  const { store, close: closeStore } = await createSqliteAuthStore();
  const mailer = new OutboxMailer();
  const profiles: RunningAuth['profiles'] = [];
  const clockAhead = { ms: 0 };
  // The issuer and the mailed links need the port, which is known only once the server listens.
  const mounted: { app?: Hono } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (request) => mounted.app?.fetch(request) ?? new Response('starting', { status: 503 }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => {
        resolve(s);
      },
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = new LocalAuthService({
    store,
    clock: { now: () => new Date(Date.now() + clockAhead.ms) },
    mailer,
    publicUrl: url,
    siteUrl: SITE,
    hooks: {
      onUserCreated: (user) => {
        profiles.push(user);
        return Promise.resolve();
      },
    },
    ...overrides,
  });
  const app = new Hono();
  app.route('/auth/v1', createAuthRouter(service));
  mounted.app = app;
  return {
    url,
    mailer,
    profiles,
    clockAhead,
    client: (storage) =>
      createClient(url, 'local-anon-key', {
        auth: storage
          ? { storage, persistSession: true, autoRefreshToken: false }
          : { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as RealtimeTransport },
      }),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await closeStore();
    },
  };
}

describe('supabase-js 2.x against the local auth stand-in', () => {
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuthServer();
  });
  afterAll(async () => {
    await auth.close();
  });

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

    // Past GoTrue's 10 s reuse interval a rotated token ends the session.
    auth.clockAhead.ms += 10_001;
    const replay = await auth.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const familyGone = await auth.client().auth.refreshSession({ refresh_token: second.refresh_token });
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

  it('answers five simultaneous refreshes with one token with five sessions', async () => {
    const signIn = await auth.client().auth.signUp({ email: 'five@example.com', password: PASSWORD });
    const refreshToken = signIn.data.session!.refresh_token;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => auth.client().auth.refreshSession({ refresh_token: refreshToken })),
    );
    expect(results.map((r) => r.error)).toEqual([null, null, null, null, null]);
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

  it('rejects a wrong password as invalid_credentials and locks the address after five failures', async () => {
    const supabase = auth.client();
    await supabase.auth.signUp({
      email: 'grace@example.com',
      password: PASSWORD,
      options: { data: { name: 'Grace' } },
    });
    for (let i = 0; i < 5; i += 1) {
      const { error } = await supabase.auth.signInWithPassword({
        email: 'grace@example.com',
        password: 'Wrong-Pass-1',
      });
      expect(error).toBeInstanceOf(AuthApiError);
      expect([error?.status, error?.code, error?.message]).toEqual([
        400,
        'invalid_credentials',
        'Invalid login credentials',
      ]);
    }
    const locked = await supabase.auth.signInWithPassword({ email: 'grace@example.com', password: PASSWORD });
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('over_request_rate_limit');
    expect(locked.error?.message).toMatch(/Too many failed sign-in attempts.*15 minutes/);
  });

  it('recovers a password through the mailed link and the recovery session in the redirect fragment', async () => {
    const supabase = auth.client();
    await supabase.auth.signUp({
      email: 'alan@example.com',
      password: PASSWORD,
      options: { data: { name: 'Alan' } },
    });
    const unknown = await supabase.auth.resetPasswordForEmail('nobody@example.com', {
      redirectTo: `${SITE}/reset-password`,
    });
    const known = await supabase.auth.resetPasswordForEmail('alan@example.com', {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(unknown).toEqual(known);
    expect(known.error).toBeNull();
    expect(auth.mailer.sent.filter((m) => m.to === 'nobody@example.com')).toEqual([]);

    const link = auth.mailer.lastLinkTo('alan@example.com');
    expect(link.startsWith(`${auth.url}/auth/v1/verify?`)).toBe(true);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${SITE}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    // What the reset page does once supabase-js has picked the session out of the URL.
    const browser = auth.client();
    const recovered = await browser.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(recovered.error).toBeNull();
    expect(recovered.data.user?.email).toBe('alan@example.com');
    expect((await browser.auth.updateUser({ password: 'Recovered-Pass-7' })).error).toBeNull();
    expect(
      (
        await auth
          .client()
          .auth.signInWithPassword({ email: 'alan@example.com', password: 'Recovered-Pass-7' })
      ).error,
    ).toBeNull();
  });
});

describe('supabase-js 2.x with e-mail confirmation on', () => {
  let auth: RunningAuth;

  beforeAll(async () => {
    auth = await startAuthServer({ requireEmailConfirmation: true });
  });
  afterAll(async () => {
    await auth.close();
  });

  it('returns a user without a session, refuses sign-in until the mailed link is opened', async () => {
    const supabase = auth.client();
    const signUp = await supabase.auth.signUp({
      email: 'ada@example.com',
      password: PASSWORD,
      options: { data: { name: 'Ada' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe('ada@example.com');

    const early = await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error?.code).toBe('email_not_confirmed');

    const res = await fetch(auth.mailer.lastLinkTo('ada@example.com'), { redirect: 'manual' });
    expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('type')).toBe(
      'signup',
    );
    const signIn = await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });
});
