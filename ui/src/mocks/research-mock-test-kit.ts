// The mock tests of the research tools, the bet tracker and alerts: the whole mock on msw/node at a pinned world
// date (mock-test-server.ts), demo sign-in, and calls with or without a bearer token.
import { mockHandlers } from './handlers';
import { accessTokenOf, MOCK_ORIGIN, serveMockHandlers } from './mock-test-server';

/** Call at the top of a test file: the world's date is pinned and the mock answers for the file's tests. */
export const serveMock = (): void => {
  serveMockHandlers(mockHandlers(MOCK_ORIGIN));
};

/** The access token of a demo account (`starting` is starting@demo.edgeboard.dev). */
export const signIn = (local: string): Promise<string> => accessTokenOf(`${local}@demo.edgeboard.dev`);

/** A JSON call to the mock, signed in when `token` is given. */
export const call = (path: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${MOCK_ORIGIN}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
