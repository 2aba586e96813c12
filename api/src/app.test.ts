import { describe, expect, it } from 'vitest';
import { testAppPerSuite } from './testing/per-suite';

const t = testAppPerSuite();

describe('the app', () => {
  it('publishes an OpenAPI document covering the product routes, and an offline reference page', async () => {
    const doc = (await (await t.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/props/prop-feed',
      '/api/props/{id}',
      '/api/props/analysis/v2/{id}',
      '/api/players',
      '/api/nfl/scoresbasic',
      '/api/news/rotoballer',
      '/api/subscription/{userId}/access/{tier}',
      '/api/performance/data',
      '/api/performance/summary',
      '/api/plans',
      '/api/me',
      '/api/articles',
      '/api/articles/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const page = await t.get('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/scalar.js');
    const script = await t.get('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('answers unknown API paths, malformed JSON and oversized bodies in the error envelope', async () => {
    const missing = await t.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
    const big = await t.app.request('/api/me', {
      method: 'DELETE',
      body: 'x'.repeat(1_100_000),
      headers: { 'content-length': '1100000' },
    });
    expect(big.status).toBe(413);
  });

  it('sends security headers', async () => {
    const res = await t.get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves a page at / until the UI is built, and mounts the auth stand-in', async () => {
    expect((await t.get('/')).status).toBe(200);
    const jwks = (await (await t.get('/auth/v1/.well-known/jwks.json')).json()) as { keys: unknown[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });
});
