import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_PACT, AUTH_PACT } from '../pact-files';
import { seedingStates } from './api-states';
import { startApi, type ApiUnderTest } from './api-under-test';
import { verifyPacts } from './verify';

describe('the real API on SQLite honours the pacts', () => {
  let api: ApiUnderTest;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('verifies every interaction of the API and auth pacts', async () => {
    await verifyPacts({
      providerBaseUrl: api.url,
      pactUrls: [API_PACT, AUTH_PACT],
      stateHandlers: seedingStates(api.app),
    });
  });
});
