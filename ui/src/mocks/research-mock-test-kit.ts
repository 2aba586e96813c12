// The mock tests of the research tools, the bet tracker and alerts: the whole mock on msw/node at a pinned world
// date, demo sign-in, and calls with or without a bearer token.
import { DEMO_PASSWORD } from '@edgeboard/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { mockHandlers } from './handlers';
import { pinMockWorldDate } from './mock-test-clock';

export const ORIGIN = 'http://localhost:5173';

/** Call at the top of a test file: the world's date is pinned and the mock answers for the file's tests. */
export function serveMock(): void {
  pinMockWorldDate();
  const server = setupServer(...mockHandlers(ORIGIN));
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
  });
}

/** The access token of a demo account (`starting` is starting@demo.edgeboard.dev). */
export async function signIn(local: string): Promise<string> {
  const res = await fetch(`${ORIGIN}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${local}@demo.edgeboard.dev`, password: DEMO_PASSWORD }),
  });
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

/** A JSON call to the mock, signed in when `token` is given. */
export const call = (path: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${ORIGIN}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
