// The auth calls the web app makes through supabase-js, made by supabase-js itself with the web app's
// configuration (ui/src/lib/auth/supabase-client.ts): the same AuthClient, headers and implicit flow, with an
// in-memory storage in place of the browser's.
import { MatchersV3 } from '@pact-foundation/pact';
import { AuthClient, type Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { STATE } from '../states';
import { EXAMPLE_ACCESS_TOKEN } from './harness';
import { auth, fromState } from './interaction';

const ANON_KEY = 'edgeboard-local-anon-key';
const STORAGE_KEY = 'sb-edgeboard-auth-token';
const EXAMPLE_EMAIL = 'casey@example.com';
const EXAMPLE_PASSWORD = 'Casey-Pass-1!';
const EXAMPLE_REFRESH = 'example-refresh-token';

const user = {
  id: '00000000-0000-4000-8000-000000000002',
  aud: 'authenticated',
  email: EXAMPLE_EMAIL,
  app_metadata: { provider: 'email' },
  user_metadata: { name: 'Casey' },
  created_at: '2025-10-07T12:00:00.000Z',
};
const session = {
  access_token: EXAMPLE_ACCESS_TOKEN,
  token_type: 'bearer' as const,
  expires_in: 3600,
  refresh_token: EXAMPLE_REFRESH,
  user,
};

/** What supabase-js sends with every call (the anon key, like the web app's client). */
const CLIENT_HEADERS = { apikey: ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01' };
// supabase-js's exact Content-Type (Pact compares this header as a media type).
const JSON_REQUEST = {
  ...CLIENT_HEADERS,
  'Content-Type': 'application/json;charset=UTF-8',
};

function client(url: string, stored?: Session): InstanceType<typeof AuthClient> {
  const storage = new Map<string, string>();
  if (stored) storage.set(STORAGE_KEY, JSON.stringify(stored));
  return new AuthClient({
    url: `${url}/auth/v1`,
    headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
    storageKey: STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    flowType: 'implicit',
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => {
        storage.set(k, v);
      },
      removeItem: (k) => {
        storage.delete(k);
      },
    },
  });
}

/** A stored session that has not expired, so supabase-js uses it without refreshing first. */
const storedSession = (): Session => ({
  ...session,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { ...user, app_metadata: { provider: 'email' } },
});

/** A value of the state's account (its e-mail, password or refresh token), with the example's in its place. */
const ofState = (key: string, example: string) => fromState(`\${${key}}`, { [key]: example });
const signIn = (password: unknown) => ({
  email: ofState('email', EXAMPLE_EMAIL),
  password,
  gotrue_meta_security: {},
});
/** supabase-js sends these with every call that may start a PKCE flow; the implicit flow leaves them null. */
const NO_PKCE = { code_challenge: null, code_challenge_method: null };

describe('auth through supabase-js (ui/src/lib/auth/supabase-client.ts)', () => {
  it('signs up', () => {
    const signUp = {
      email: ofState('email', EXAMPLE_EMAIL),
      password: EXAMPLE_PASSWORD,
      data: { name: 'Casey', is_over_18: true },
    };
    return auth('a sign-up', STATE.unusedEmail)
      .headers(JSON_REQUEST)
      .post('/auth/v1/signup', { ...signUp, gotrue_meta_security: {}, ...NO_PKCE })
      .answers(200, shapeOf(session))
      .test(async (server) => {
        const { data, error } = await client(server.url).signUp({
          email: EXAMPLE_EMAIL,
          password: EXAMPLE_PASSWORD,
          options: { data: { name: 'Casey', is_over_18: true } },
        });
        expect(error).toBeNull();
        expect(data.session?.access_token).toBe(EXAMPLE_ACCESS_TOKEN);
      });
  });

  it('signs in with a password', () =>
    auth('a password sign-in', STATE.registeredUser)
      .headers(JSON_REQUEST)
      .post('/auth/v1/token', signIn(ofState('password', EXAMPLE_PASSWORD)), { grant_type: 'password' })
      .answers(200, shapeOf(session))
      .test(async (server) => {
        const credentials = { email: EXAMPLE_EMAIL, password: EXAMPLE_PASSWORD };
        const { data, error } = await client(server.url).signInWithPassword(credentials);
        expect(error).toBeNull();
        expect(data.session?.refresh_token).toBe(EXAMPLE_REFRESH);
      }));

  it('answers 400 to a wrong password', () =>
    auth('a password sign-in with a wrong password', STATE.registeredUser)
      .headers(JSON_REQUEST)
      .post('/auth/v1/token', signIn('Wrong-Pass-1!'), { grant_type: 'password' })
      // supabase-js reads `code` as the error code only when the answer names API version 2024-01-01.
      .answers(
        400,
        { code: 'invalid_credentials', message: MatchersV3.string('Invalid login credentials') },
        { 'X-Supabase-Api-Version': '2024-01-01' },
      )
      .test(async (server) => {
        const credentials = { email: EXAMPLE_EMAIL, password: 'Wrong-Pass-1!' };
        const { error } = await client(server.url).signInWithPassword(credentials);
        expect(error?.code).toBe('invalid_credentials');
      }));

  it('refreshes a session', () =>
    auth('a session refresh', STATE.registeredUser)
      .headers(JSON_REQUEST)
      .post(
        '/auth/v1/token',
        { refresh_token: ofState('refreshToken', EXAMPLE_REFRESH) },
        { grant_type: 'refresh_token' },
      )
      .answers(200, shapeOf(session))
      .test(async (server) => {
        const { data, error } = await client(server.url).refreshSession({ refresh_token: EXAMPLE_REFRESH });
        expect(error).toBeNull();
        expect(data.session?.access_token).toBe(EXAMPLE_ACCESS_TOKEN);
      }));

  it('reads the signed-in user', () =>
    auth('a request for the signed-in auth user', STATE.registeredUser)
      .as('signed-in')
      .headers(CLIENT_HEADERS)
      .get('/auth/v1/user')
      .answers(200, shapeOf(user))
      .test(async (server) => {
        const { data, error } = await client(server.url).getUser(EXAMPLE_ACCESS_TOKEN);
        expect(error).toBeNull();
        expect(data.user?.email).toBe(EXAMPLE_EMAIL);
      }));

  it('changes the password', () =>
    auth('a password change', STATE.disposableUser)
      .headers(JSON_REQUEST)
      .put('/auth/v1/user', { password: 'Casey-New-Pass-2!', ...NO_PKCE })
      .answers(200, shapeOf(user))
      .test(async (server) => {
        const { error } = await client(server.url, storedSession()).updateUser({
          password: 'Casey-New-Pass-2!',
        });
        expect(error).toBeNull();
      }));

  it('signs out', () =>
    auth('a sign-out', STATE.disposableUser)
      .headers(CLIENT_HEADERS)
      .post('/auth/v1/logout', undefined, { scope: 'global' })
      .answers(204)
      .test(async (server) => {
        const { error } = await client(server.url, storedSession()).signOut();
        expect(error).toBeNull();
      }));

  it('asks for a password reset e-mail', () => {
    const redirectTo = 'http://localhost:8787/reset-password';
    return auth('a password reset request', STATE.registeredUser)
      .headers(JSON_REQUEST)
      .post(
        '/auth/v1/recover',
        { email: ofState('email', EXAMPLE_EMAIL), gotrue_meta_security: {}, ...NO_PKCE },
        { redirect_to: redirectTo },
      )
      .answers(200, {})
      .test(async (server) => {
        const { error } = await client(server.url).resetPasswordForEmail(EXAMPLE_EMAIL, { redirectTo });
        expect(error).toBeNull();
      });
  });
});
