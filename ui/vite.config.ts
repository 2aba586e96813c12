import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { antdStaticCss } from './scripts/antd-static-css.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';

const apiOrigin = process.env.EDGEBOARD_API_ORIGIN ?? 'http://localhost:8787';
const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));
/** `@/lib/api` is `src/lib/api` (the same alias in tsconfig.json's paths, vitest.config.ts and contracts). */
export const srcAlias = { '@': fileURLToPath(new URL('src', import.meta.url)) };

// Chunks that only the pages using them download: the landing page's initial JS holds React, the router,
// the store and the domain's plain rules, never antd's components or the chart library.
const chunkGroups = [
  { name: 'charts', test: /node_modules[\\/](@ant-design[\\/]charts|@antv)[\\/]/, priority: 30 },
  { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 20 },
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 10,
  },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), antdStaticCss(), prerenderLanding()],
  resolve: { alias: srcAlias },
  // MSW's service worker (ui/mock-public) is served only in the mock mode, never shipped in a real build.
  publicDir: mode === 'mock' ? 'mock-public' : 'public',
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/auth/v1': { target: apiOrigin, changeOrigin: true },
      '/dev': { target: apiOrigin, changeOrigin: true },
    },
  },
  build: {
    // A mock build (a check that the mock bundle builds) never replaces the real one `npm start` serves.
    outDir: mode === 'mock' ? 'dist/mock' : 'dist',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // The domain's entity schemas are built at module load (zod calls), which a bundler must otherwise
      // keep; the domain has no other import-time effects, so only what a chunk uses is bundled (and the
      // landing page's e-mail check does not pull in zod).
      // The one exception is zod-config.ts, whose effect (zod's jitless setting, see the file) is the point.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(domainSrc) || id.endsWith('/zod-config.ts'),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
}));
