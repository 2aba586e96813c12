import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,packages/*,fixtures,application,adapters,api,scripts}/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // A throwaway PostgreSQL cluster for the both-engine tests (TEST_DATABASE_URL to use your own server).
    // And a throwaway redis-server for the Redis adapter tests (TEST_REDIS_URL to use your own).
    globalSetup: ['scripts/vitest-pg-setup.ts', 'scripts/vitest-redis-setup.ts'],
    // One module graph per worker, not per file: loading the server's modules again for each of ~300 files was
    // most of the step (import 249 s of 826 s wall; 507 s wall without). The tests share no mutable module state
    // (each builds its own app, database and clock), and what one stubs is put back after every test.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
