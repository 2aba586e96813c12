import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,packages/*,fixtures,adapters,api,scripts}/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
