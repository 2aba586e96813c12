import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // antd's generated stylesheet (scripts/antd-static-css.ts) is a browser concern; jsdom does not lay out.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('src', import.meta.url)),
      'virtual:antd.css': fileURLToPath(new URL('src/test/no-styles.css', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    // fetch, location and timers stubbed by one test never leak into the next.
    unstubGlobals: true,
  },
});
