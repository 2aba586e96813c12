// Drives the web app's real RTK Query endpoints (its store, base query and injected endpoints) against
// the Pact mock server of the running interaction.
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { setAccessTokenProvider } from '@edgeboard/ui/src/lib/auth/access-token';
import { makeStore } from '@edgeboard/ui/src/app/store';
import { API_PROVIDER, AUTH_PROVIDER, CONSUMER, PACT_DIR } from '../pact-files';
import { routeUiRequestsTo } from './node-window';

/** A JWT-shaped example; the provider state replaces it with a real token of the state's user. */
export const EXAMPLE_ACCESS_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJleGFtcGxlIiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.c2lnbmF0dXJl';
export const INVALID_ACCESS_TOKEN = 'not-a-valid-token';

const pactWith = (provider: string) =>
  new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });

export const apiPact = () => pactWith(API_PROVIDER);
export const authPact = () => pactWith(AUTH_PROVIDER);

/** The Authorization header of the state's signed-in user. */
export const bearer = () => ({
  Authorization: MatchersV3.fromProviderState('Bearer ${accessToken}', `Bearer ${EXAMPLE_ACCESS_TOKEN}`),
});

export type Session = 'signed-in' | 'signed-out' | 'invalid-token';

const TOKENS: Record<Session, string | null> = {
  'signed-in': EXAMPLE_ACCESS_TOKEN,
  'signed-out': null,
  'invalid-token': INVALID_ACCESS_TOKEN,
};

/** A fresh store (no cache shared between interactions) talking to this mock server, as `session`. */
export function uiStore(server: V3MockServer, session: Session) {
  routeUiRequestsTo(server.url);
  const token = TOKENS[session];
  setAccessTokenProvider(() => Promise.resolve(token));
  return makeStore();
}

export type UiStore = ReturnType<typeof uiStore>;

/** The data of a finished endpoint call; a failed call fails the test with the web app's error. */
export function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.data === undefined) throw new Error(`The endpoint failed: ${JSON.stringify(result.error)}`);
  return result.data;
}
