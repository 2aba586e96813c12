import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { mountUi } from './static-ui';

function built(options: { landing?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ui-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>EdgeBoard</title>');
  if (options.landing) writeFileSync(join(dir, 'landing.html'), options.landing);
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log(1);\n'.repeat(200));
  const app = new Hono<AppEnv>();
  mountUi(app, dir);
  return app;
}

describe('serving the built UI', () => {
  it('answers every client route with the app, including /auth (only /auth/v1 is the server)', async () => {
    const app = built();
    for (const path of [
      '/',
      '/auth',
      '/auth?reset=success',
      '/reset-password',
      '/dashboard/props',
      '/admin/users',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>EdgeBoard</title>');
    }
  });

  it('leaves server paths to the server and caches hashed assets for good', async () => {
    const app = built();
    for (const path of ['/api/nothing', '/auth/v1/nothing', '/dev/nothing']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    const asset = await app.request('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const gz = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gone = await app.request('/assets/app-old.js');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('answers / alone with the pre-rendered landing page, compressed, and never another path', async () => {
    const landing = `<!doctype html><title>EdgeBoard</title><div id="root"><h1>Know your edge</h1>${'<p>x</p>'.repeat(300)}</div>`;
    const app = built({ landing });
    const home = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(await new Response(home.body?.pipeThrough(new DecompressionStream('gzip'))).text()).toBe(landing);
    expect(await (await app.request('/?ref=ad')).text()).toContain('Know your edge');
    for (const path of ['/dashboard', '/auth', '/faq']) {
      expect(await (await app.request(path)).text(), path).not.toContain('Know your edge');
    }
  });

  it('answers / with the plain app when the build has no pre-rendered landing page', async () => {
    const res = await built().request('/');
    expect(await res.text()).toBe('<!doctype html><title>EdgeBoard</title>');
  });
});
