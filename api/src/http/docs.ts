// The interactive API reference at /api/docs. Scalar's page loads its script from a CDN by default; we serve
// the same standalone bundle from node_modules so the reference works offline.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Scalar } from '@scalar/hono-api-reference';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

const require = createRequire(import.meta.url);

export function mountDocs(app: Hono<AppEnv>): void {
  let bundle: Promise<string> | undefined;
  app.get('/api/docs/scalar.js', async (c) => {
    bundle ??= readFile(require.resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await bundle);
  });
  app.get(
    '/api/docs',
    Scalar({ url: '/api/openapi.json', pageTitle: 'EdgeBoard API', cdn: '/api/docs/scalar.js' }),
  );
}
