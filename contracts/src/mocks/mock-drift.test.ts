// The dev mock (`npm run dev:mock`, ui/src/mocks) against the same pacts: every interaction is replayed
// against the MSW handlers, with the provider states found in the mock's demo world (remote-states.ts) and
// the mock's own session tokens, and the answer must have the pact's status and body shape. What the mock
// world cannot do is mapped below, interaction by interaction, never skipped silently.
import { adminMockHandlers } from '@edgeboard/ui/src/mocks/admin-handlers';
import { mockHandlers } from '@edgeboard/ui/src/mocks/handlers';
import { pinMockWorldDate } from '@edgeboard/ui/src/mocks/mock-test-clock';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PACT, AUTH_PACT } from '../pact-files';
import { concreteRequest, readPact, type PactInteraction, type StateValues } from '../pact-reader';
import { remoteStates } from '../remote-states';
import { shapeDifferences } from '../shape-compare';

const ORIGIN = 'http://edgeboard-mock.test';
const server = setupServer(...mockHandlers(ORIGIN), ...adminMockHandlers(ORIGIN));
const states = remoteStates(ORIGIN);

const PAYMENTS_UNAVAILABLE = {
  status: 503,
  body: { error: { code: 'payments_unavailable', message: 'Payments are not available in the mock mode.' } },
  why: 'the mock has no payment provider and says so for every payment call (handlers.ts)',
};

/**
 * Interactions the mock world answers differently on purpose, with the answer it gives instead. (A payment
 * call with an invalid token is not among them: the token is refused first, with the API's 401.)
 */
const MOCK_WORLD: Record<string, { status: number; body: unknown; why: string }> = {
  'a request to start a checkout for yourself': PAYMENTS_UNAVAILABLE,
  'a checkout request with an invalid e-mail address': PAYMENTS_UNAVAILABLE,
  'a request to start a checkout for another user': PAYMENTS_UNAVAILABLE,
  'a request for the billing portal': PAYMENTS_UNAVAILABLE,
  'a request for the billing portal returning off the site': PAYMENTS_UNAVAILABLE,
};

/**
 * Where the mock answers differently from the contract today: each entry is a fix owed in
 * ui/src/mocks (handlers.ts or admin-handlers.ts). The test asserts the difference is still there, so the day the mock is fixed
 * this test fails until the entry is removed; a new difference is never tolerated. Empty today.
 */
const KNOWN_DRIFT: Record<string, string> = {};

// The mock's world is built at a pinned date (ui/src/mocks/mock-test-clock.ts), not today's.
pinMockWorldDate();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

async function stateValues(i: PactInteraction): Promise<StateValues> {
  let values: StateValues = {};
  for (const s of i.providerStates ?? []) {
    const resolve = states[s.name];
    if (!resolve) throw new Error(`No mock-world mapping for the provider state "${s.name}"`);
    values = { ...values, ...(await resolve(s.params)) };
  }
  return values;
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

for (const file of [API_PACT, AUTH_PACT]) {
  const pact = readPact(file);
  describe(`the dev mock honours ${pact.consumer.name} → ${pact.provider.name}`, () => {
    for (const interaction of pact.interactions) {
      const drift = KNOWN_DRIFT[interaction.description];
      const name =
        drift === undefined ? interaction.description : `${interaction.description} (known drift: ${drift})`;
      it(name, async () => {
        const request = concreteRequest(interaction, await stateValues(interaction));
        const res = await fetch(`${ORIGIN}${request.path}`, {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        const mapped = MOCK_WORLD[interaction.description];
        const expected = mapped ?? {
          status: interaction.response.status,
          body: interaction.response.body?.content,
        };
        const body = await bodyOf(res);
        const differences = [
          ...(res.status === expected.status
            ? []
            : [`status: expected ${expected.status}, got ${res.status}`]),
          ...shapeDifferences(expected.body, body),
        ];
        if (drift !== undefined) expect(differences, 'the mock now honours this interaction').not.toEqual([]);
        else expect(differences, JSON.stringify(body)).toEqual([]);
      });
    }
  });
}
