import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,packages/*,fixtures,application,adapters,api,scripts}/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // A throwaway PostgreSQL cluster for the both-engine tests (TEST_DATABASE_URL to use your own server).
    // And a throwaway redis-server for the Redis adapter tests (TEST_REDIS_URL to use your own).
    globalSetup: ['scripts/vitest-pg-setup.ts', 'scripts/vitest-redis-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
