// The subscriber mock's HTTP tests: one MSW server over every handler at a pinned world date, and the calls the
// tests make (a request with a bearer token, a parsed 200, a demo user's sign-in).
import { DEMO_PASSWORD } from '@edgeboard/fixtures';
import { expect } from 'vitest';
import { z } from 'zod';
import { mockHandlers } from './handlers';
import { MOCK_ORIGIN as ORIGIN, serveMockHandlers } from './mock-test-server';

/** Call at the top of a test file: every handler answers at ORIGIN, anything else fails. */
export const serveMockBackend = (): void => {
  serveMockHandlers(mockHandlers(ORIGIN));
};

export const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: z.object({ id: z.string() }),
});

export async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token !== undefined) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}${path}`, { ...init, headers });
}

export async function json<T>(schema: z.ZodType<T>, res: Response): Promise<T> {
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

export async function signIn(email: string): Promise<z.infer<typeof Session>> {
  const res = await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return json(Session, res);
}
