// The supabase-js integration tests (sessions; passwords and confirmation) share this: the local auth stand-in
// on a real HTTP server with the SQLite store, and supabase-js clients pointed at it.
import type { AddressInfo } from 'node:net';
import { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { LocalAuthServiceOptions } from '@edgeboard/adapters/auth/local-auth-service';
import { createSqliteAuthStore, OutboxMailer, TEST_SECRET_KEY } from '@edgeboard/adapters/auth/testing';
import { serve } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions, SupportedStorage } from '@supabase/supabase-js';
import { Hono } from 'hono';
import ws from 'ws';
import { createAuthRouter } from './auth.router';
// The ws package's constructor type is wider than realtime-js' WebSocket-like declaration; it is the documented Node transport.
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export const SITE = 'http://localhost:5173';
export const PASSWORD = 'Correct-Horse-9';

export interface RunningAuth {
  url: string;
  mailer: OutboxMailer;
  profiles: { id: string; email: string; name: string }[];
  /** The server's clock runs this many milliseconds ahead of the real one (the reuse interval is timed with it). */
  clockAhead: { ms: number };
  client: (storage?: SupportedStorage) => SupabaseClient;
  close: () => Promise<void>;
}

/** Signs up with the shared password and a display name, as the sign-up form does. */
export const signUpAs = (supabase: SupabaseClient, email: string, name: string) =>
  supabase.auth.signUp({ email, password: PASSWORD, options: { data: { name } } });

/** One browser's localStorage, shared by its tabs. */
export function sharedStorage(): SupportedStorage {
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
export async function startAuthServer(
  overrides: Partial<LocalAuthServiceOptions> = {},
): Promise<RunningAuth> {
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
    secretKey: TEST_SECRET_KEY,
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
