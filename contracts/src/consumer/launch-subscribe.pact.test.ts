import { INVALID_EMAIL_MESSAGE } from '@edgeboard/domain';
import { PublicApiError, subscribeToLaunch } from '@edgeboard/ui/src/features/landing/public-api';
import type { V3MockServer } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from './interaction';

// The landing page calls this with plain fetch on a path relative to the page (no store, no base URL): here
// the path is sent to the running interaction's mock server.
const pageFetch = globalThis.fetch;
function routeLandingTo(server: V3MockServer) {
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    pageFetch(typeof input === 'string' && input.startsWith('/') ? `${server.url}${input}` : input, init);
}
afterEach(() => {
  globalThis.fetch = pageFetch;
});

describe('launch notification (ui/src/features/landing/public-api.ts)', () => {
  it('adds a visitor’s address to the launch list', () => {
    const body = { email: 'fan@example.com', list_id: 1 };
    return api('a launch notification sign-up')
      .post('/api/selzy/subscribe', body)
      .answers(200, { ok: true })
      .test(async (server) => {
        routeLandingTo(server);
        await expect(subscribeToLaunch(body)).resolves.toBeUndefined();
      });
  });

  it('answers 400 with the message the form shows to an invalid address', () => {
    const body = { email: 'fan@', list_id: 1 };
    return api('a launch notification sign-up with an invalid e-mail address')
      .post('/api/selzy/subscribe', body)
      .fails(400, 'invalid_email', INVALID_EMAIL_MESSAGE)
      .test(async (server) => {
        routeLandingTo(server);
        const failure = subscribeToLaunch(body);
        await expect(failure).rejects.toBeInstanceOf(PublicApiError);
        await expect(failure).rejects.toMatchObject({ status: 400, message: INVALID_EMAIL_MESSAGE });
      });
  });
});
