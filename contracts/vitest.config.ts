import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Three projects, run in two steps by `npm run test:contracts` (see scripts/run-contracts.mjs): the consumer
// tests write the pacts, then the provider verification and the mock-drift check read them.
export default defineConfig({
  // The web app's files import each other through its `@/` alias (ui/tsconfig.json).
  resolve: { alias: { '@': fileURLToPath(new URL('../ui/src', import.meta.url)) } },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          root,
          include: ['src/consumer/**/*.pact.test.ts'],
          globalSetup: ['src/consumer/clean-pacts.ts'],
          setupFiles: ['src/consumer/node-window.ts'],
          // Every file adds interactions to the same two pact files: one writer at a time, and one module graph
          // (the web app's store and endpoints load once, not once per file).
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          root,
          include: ['src/provider/**/*.test.ts'],
          // The PostgreSQL half gets its throwaway cluster exactly as the server tests do.
          globalSetup: ['../scripts/vitest-pg-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'mocks', root, include: ['src/mocks/**/*.test.ts'] },
      },
    ],
  },
});
