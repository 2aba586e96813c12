import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { API_PACT, AUTH_PACT } from '../pact-files';
import { seedingStates } from './api-states';
import { startApi, type ApiUnderTest } from './api-under-test';
import { createDatabase } from './postgres-database';
import { verifyPacts } from './verify';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by scripts/vitest-pg-setup.ts when the run has a PostgreSQL server. */
    testDatabaseUrl?: string;
  }
}

const serverUrl = inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;
const missing =
  'no PostgreSQL for this run (scripts/vitest-pg-setup.ts could not start one; set TEST_DATABASE_URL)';

// As the repository tests do: under CI a missing server fails the run; elsewhere the half is skipped, loudly.
if (!serverUrl && process.env.CI !== 'true')
  console.warn(`[contracts] skipping the PostgreSQL run: ${missing}`);

describe.skipIf(!serverUrl && process.env.CI !== 'true')(
  'the real API on PostgreSQL honours the pacts',
  () => {
    let api: ApiUnderTest;
    let drop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      if (!serverUrl) throw new Error(`CI=true and ${missing}`);
      const db = await createDatabase(serverUrl);
      drop = db.drop;
      api = await startApi(db.url);
    });
    afterAll(async () => {
      await api.close();
      await drop?.();
    });

    it('verifies every interaction of the API and auth pacts', async () => {
      await verifyPacts({
        providerBaseUrl: api.url,
        pactUrls: [API_PACT, AUTH_PACT],
        stateHandlers: seedingStates(api.app),
      });
    });
  },
);
