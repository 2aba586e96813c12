// What the /auth/v1 router's tests share: a router over a fresh local auth service (memory store, manual clock,
// outbox mailer), the requests they send it, and Ada's sign-up.
import { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import {
  createMemoryAuthStore,
  ManualClock,
  OutboxMailer,
  TEST_SECRET_KEY,
} from '@edgeboard/adapters/auth/testing';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createAuthRouter } from './auth.router';

export const SITE = 'http://localhost:5173';
export const VERSIONED = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

export interface AuthRouterWorld {
  app: Hono;
  service: LocalAuthService;
  mailer: OutboxMailer;
  clock: ManualClock;
}

/** A new service on an empty memory store, with the router mounted at /auth/v1 (errors reported nowhere). */
export async function authRouterWorld(): Promise<AuthRouterWorld> {
  const clock = new ManualClock();
  const mailer = new OutboxMailer();
  const { store } = await createMemoryAuthStore();
  const service = new LocalAuthService({
    secretKey: TEST_SECRET_KEY,
    store,
    clock,
    mailer,
    publicUrl: 'http://localhost:8787',
    siteUrl: SITE,
  });
  const app = new Hono();
  app.route('/auth/v1', createAuthRouter(service, { reportError: () => undefined }));
  return { app, service, mailer, clock };
}

/** POST to `/auth/v1${path}`: an object body as JSON, a string as it is. */
export function postTo(app: Hono, path: string, body: unknown, headers: Record<string, string> = VERSIONED) {
  return app.request(`/auth/v1${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Signs Ada up (no confirmation needed) and answers her session. */
export async function signUpAda(app: Hono) {
  const res = await postTo(app, '/signup', {
    email: 'ada@example.com',
    password: 'Correct-Horse-9',
    data: { name: 'Ada', is_over_18: true },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; user: { id: string } };
}
