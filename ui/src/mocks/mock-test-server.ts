// The one way the dev mock's tests serve handlers: msw/node at the mock's origin, the world's date pinned
// (mock-test-clock.ts), anything unhandled failing the test, and a demo account's access token.
import { DEMO_PASSWORD } from '@edgeboard/fixtures';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { pinMockWorldDate } from './mock-test-clock';

/** The origin the handlers answer at (the dev server's). */
export const MOCK_ORIGIN = 'http://localhost:5173';

/** Call at the top of a test file: `handlers` answer the file's tests. */
export function serveMockHandlers(handlers: readonly RequestHandler[]): void {
  pinMockWorldDate();
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
  });
}

/** A demo account's access token, signed in through the mock's auth endpoint. */
export async function accessTokenOf(email: string): Promise<string> {
  const res = await fetch(`${MOCK_ORIGIN}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}
