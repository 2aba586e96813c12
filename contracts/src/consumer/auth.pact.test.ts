// The auth calls the web app makes through supabase-js, made by supabase-js itself with the web app's
// configuration (ui/src/lib/auth/supabase-client.ts): the same AuthClient, headers and implicit flow, with an
// in-memory storage in place of the browser's.
import { MatchersV3 } from '@pact-foundation/pact';
import { AuthClient, type Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { authPact, bearer, EXAMPLE_ACCESS_TOKEN } from './harness';

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

describe('auth through supabase-js (ui/src/lib/auth/supabase-client.ts)', () => {
  it('signs up', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.unusedEmail)
      .uponReceiving('a sign-up')
      .withRequest('POST', '/auth/v1/signup', (b) =>
        b.headers(JSON_REQUEST).jsonBody({
          email: MatchersV3.fromProviderState('${email}', EXAMPLE_EMAIL),
          password: EXAMPLE_PASSWORD,
          data: { name: 'Casey', is_over_18: true },
          gotrue_meta_security: {},
          code_challenge: null,
          code_challenge_method: null,
        }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(session)))
      .executeTest(async (server) => {
        const { data, error } = await client(server.url).signUp({
          email: EXAMPLE_EMAIL,
          password: EXAMPLE_PASSWORD,
          options: { data: { name: 'Casey', is_over_18: true } },
        });
        expect(error).toBeNull();
        expect(data.session?.access_token).toBe(EXAMPLE_ACCESS_TOKEN);
      });
  });

  it('signs in with a password', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.registeredUser)
      .uponReceiving('a password sign-in')
      .withRequest('POST', '/auth/v1/token', (b) =>
        b
          .query({ grant_type: 'password' })
          .headers(JSON_REQUEST)
          .jsonBody({
            email: MatchersV3.fromProviderState('${email}', EXAMPLE_EMAIL),
            password: MatchersV3.fromProviderState('${password}', EXAMPLE_PASSWORD),
            gotrue_meta_security: {},
          }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(session)))
      .executeTest(async (server) => {
        const { data, error } = await client(server.url).signInWithPassword({
          email: EXAMPLE_EMAIL,
          password: EXAMPLE_PASSWORD,
        });
        expect(error).toBeNull();
        expect(data.session?.refresh_token).toBe(EXAMPLE_REFRESH);
      });
  });

  it('answers 400 to a wrong password', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.registeredUser)
      .uponReceiving('a password sign-in with a wrong password')
      .withRequest('POST', '/auth/v1/token', (b) =>
        b
          .query({ grant_type: 'password' })
          .headers(JSON_REQUEST)
          .jsonBody({
            email: MatchersV3.fromProviderState('${email}', EXAMPLE_EMAIL),
            password: 'Wrong-Pass-1!',
            gotrue_meta_security: {},
          }),
      )
      .willRespondWith(400, (b) =>
        // supabase-js reads `code` as the error code only when the answer names API version 2024-01-01.
        b.headers({ ...JSON_CONTENT, 'X-Supabase-Api-Version': '2024-01-01' }).jsonBody({
          code: 'invalid_credentials',
          message: MatchersV3.string('Invalid login credentials'),
        }),
      )
      .executeTest(async (server) => {
        const { error } = await client(server.url).signInWithPassword({
          email: EXAMPLE_EMAIL,
          password: 'Wrong-Pass-1!',
        });
        expect(error?.code).toBe('invalid_credentials');
      });
  });

  it('refreshes a session', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.registeredUser)
      .uponReceiving('a session refresh')
      .withRequest('POST', '/auth/v1/token', (b) =>
        b
          .query({ grant_type: 'refresh_token' })
          .headers(JSON_REQUEST)
          .jsonBody({ refresh_token: MatchersV3.fromProviderState('${refreshToken}', EXAMPLE_REFRESH) }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(session)))
      .executeTest(async (server) => {
        const { data, error } = await client(server.url).refreshSession({ refresh_token: EXAMPLE_REFRESH });
        expect(error).toBeNull();
        expect(data.session?.access_token).toBe(EXAMPLE_ACCESS_TOKEN);
      });
  });

  it('reads the signed-in user', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.registeredUser)
      .uponReceiving('a request for the signed-in auth user')
      .withRequest('GET', '/auth/v1/user', (b) => b.headers({ ...CLIENT_HEADERS, ...bearer() }))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(user)))
      .executeTest(async (server) => {
        const { data, error } = await client(server.url).getUser(EXAMPLE_ACCESS_TOKEN);
        expect(error).toBeNull();
        expect(data.user?.email).toBe(EXAMPLE_EMAIL);
      });
  });

  it('changes the password', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.disposableUser)
      .uponReceiving('a password change')
      .withRequest('PUT', '/auth/v1/user', (b) =>
        b
          .headers({ ...JSON_REQUEST, ...bearer() })
          .jsonBody({ password: 'Casey-New-Pass-2!', code_challenge: null, code_challenge_method: null }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(user)))
      .executeTest(async (server) => {
        const { error } = await client(server.url, storedSession()).updateUser({
          password: 'Casey-New-Pass-2!',
        });
        expect(error).toBeNull();
      });
  });

  it('signs out', async () => {
    await authPact()
      .addInteraction()
      .given(STATE.disposableUser)
      .uponReceiving('a sign-out')
      .withRequest('POST', '/auth/v1/logout', (b) =>
        b.query({ scope: 'global' }).headers({ ...CLIENT_HEADERS, ...bearer() }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { error } = await client(server.url, storedSession()).signOut();
        expect(error).toBeNull();
      });
  });

  it('asks for a password reset e-mail', async () => {
    const redirectTo = 'http://localhost:8787/reset-password';
    await authPact()
      .addInteraction()
      .given(STATE.registeredUser)
      .uponReceiving('a password reset request')
      .withRequest('POST', '/auth/v1/recover', (b) =>
        b
          .query({ redirect_to: redirectTo })
          .headers(JSON_REQUEST)
          .jsonBody({
            email: MatchersV3.fromProviderState('${email}', EXAMPLE_EMAIL),
            gotrue_meta_security: {},
            code_challenge: null,
            code_challenge_method: null,
          }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({}))
      .executeTest(async (server) => {
        const { error } = await client(server.url).resetPasswordForEmail(EXAMPLE_EMAIL, { redirectTo });
        expect(error).toBeNull();
      });
  });
});
