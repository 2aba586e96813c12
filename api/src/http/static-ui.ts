// Serves the built single-page app. Any GET that is not an API, auth or dev path falls back to index.html so
// client-side routes survive a reload. Before the UI is built, a plain page says what is running.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env';

// /auth itself is a page of the app; only /auth/v1 belongs to the server.
const SERVER_PATHS = /^\/(api|auth\/v1|dev)(\/|$)/;

export function mountUi(app: Hono<AppEnv>, distDir: string): void {
  const index = join(distDir, 'index.html');
  if (existsSync(index)) {
    const html = readFileSync(index, 'utf8');
    // The landing page pre-rendered at build time (ui/scripts/prerender-landing.ts): `/` paints before the
    // app's code arrives. Only `/`: any other path would flash the landing page before its own screen.
    const landingFile = join(distDir, 'landing.html');
    const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : html;
    // The app's files go out compressed (a phone on a slow network pays for every byte); API answers do not
    // pass through here.
    app.use('/assets/*', compress());
    // Hashed file names: the assets can be cached for good.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // HTML goes out compressed too; it is not cached, so a new build reaches the next visit.
    app.get('/', compress(), (c) => c.html(landing));
    // Mounted after every API route: a request an API route answered never reaches the file system.
    app.use('*', serveStatic<AppEnv>({ root: distDir }));
    // A missing asset (a page open across a rebuild asks for an old chunk) is a 404, not the app's HTML,
    // which the browser would then fail to run as a script.
    app.get('/assets/*', (c) => c.notFound());
    app.get('*', compress(), (c) => (SERVER_PATHS.test(c.req.path) ? c.notFound() : c.html(html)));
    return;
  }
  app.get('*', (c) =>
    SERVER_PATHS.test(c.req.path)
      ? c.notFound()
      : c.html(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>EdgeBoard</title></head>' +
            '<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem">' +
            '<h1>EdgeBoard API is running</h1><p>The web app has not been built in this checkout yet. ' +
            'The API is at <a href="/api/docs">/api/docs</a> (OpenAPI: <a href="/api/openapi.json">/api/openapi.json</a>).</p></body></html>',
        ),
  );
}
