// Issue #5's promise, checked on the assembled app: every admin route in the OpenAPI document refuses a
// subscriber (403) and an anonymous caller (401), and lets an admin through.
import { describe, expect, it } from 'vitest';
import { documentedRoutes } from './routes/admin/route-testing';
import { testAppPerSuite } from './testing/per-suite';

let subscriber: Record<string, string>;
let admin: Record<string, string>;
const t = testAppPerSuite({}, async (t) => {
  subscriber = (await t.user('sub@x.dev', { tier: 'all-star' })).headers;
  admin = (await t.user('boss@x.dev', { role: 'admin' })).headers;
});

const SELZY_PUBLIC = new Set(['/api/selzy/subscribe', '/api/selzy/register']);

describe('admin-only routes on the full app', () => {
  it('are all in the OpenAPI document and all refuse a subscriber', async () => {
    const routes = documentedRoutes(t.app).filter(
      (r) =>
        r.path.startsWith('/api/admin') || (r.path.startsWith('/api/selzy/') && !SELZY_PUBLIC.has(r.path)),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes) {
      const init = {
        method,
        headers: { ...subscriber, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      };
      const asSubscriber = await t.app.request(path, init);
      expect(asSubscriber.status, `${method} ${path}`).toBe(403);
      const anonymous = await t.app.request(path, { method, ...(method === 'GET' ? {} : { body: '{}' }) });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
    }
  });

  it('let an admin in', async () => {
    for (const path of [
      '/api/admin/metrics',
      '/api/admin/users',
      '/api/admin/settings',
      '/api/admin/analytics',
    ]) {
      expect((await t.get(path, admin)).status, path).toBe(200);
    }
  });
});
