import { describe, expect, it } from 'vitest';
import { documentedRoutes } from './route-testing';
import { adminContextPerSuite } from './admin-test-setup';

describe('admin routes: access', () => {
  const t = adminContextPerSuite();

  it('documents every back-office path of the issue', () => {
    const routes = documentedRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/metrics',
      'GET /api/admin/analytics',
      'GET /api/admin/users',
      'PATCH /api/admin/users/x1',
      'GET /api/admin/users/x1/subscription',
      'GET /api/admin/users/x1/activity',
      'GET /api/admin/articles',
      'POST /api/admin/articles',
      'GET /api/admin/articles/x1',
      'PUT /api/admin/articles/x1',
      'DELETE /api/admin/articles/x1',
      'GET /api/admin/ai-picks',
      'GET /api/admin/ai-picks/x1',
      'PUT /api/admin/ai-picks/x1',
      'DELETE /api/admin/ai-picks/x1',
      'POST /api/admin/ai-picks/generate',
      'GET /api/admin/players',
      'GET /api/admin/players/x1',
      'PUT /api/admin/players/x1',
      'GET /api/admin/prop-lines',
      'GET /api/admin/prop-lines/x1',
      'PUT /api/admin/prop-lines/x1',
      'DELETE /api/admin/prop-lines/x1',
      'POST /api/admin/prop-lines/import',
      'GET /api/admin/settings',
      'PUT /api/admin/settings/application',
      'PUT /api/admin/settings/notification',
      'PUT /api/admin/settings/integration',
      'GET /api/admin/subscriptions',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('answers 403 on every documented route to a subscriber, and 401 without a session', async () => {
    const routes = documentedRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(29);
    for (const role of ['user', 'free', null] as const) {
      t.as(role);
      for (const r of routes) {
        const res = await t.app.request(r.path, {
          method: r.method,
          ...(r.method === 'GET' || r.method === 'DELETE'
            ? {}
            : { body: JSON.stringify({ role: 'admin' }), headers: { 'content-type': 'application/json' } }),
        });
        expect({ route: `${r.method} ${r.path}`, role, status: res.status }).toEqual({
          route: `${r.method} ${r.path}`,
          role,
          status: role === null ? 401 : 403,
        });
      }
    }
    t.as('admin');
  });

  it('lets a non-admin change nothing', async () => {
    t.as('user');
    const { id } = (await t.repos.users.findByEmail('user@example.com'))!;
    expect((await t.json('PATCH', `/api/admin/users/${id}`, { role: 'admin' })).status).toBe(403);
    expect((await t.repos.users.findById(id))?.role).toBe('user');
    t.as('admin');
  });
});
