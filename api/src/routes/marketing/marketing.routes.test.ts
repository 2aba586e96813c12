import { beforeEach, describe, expect, it } from 'vitest';
import { LocalMarketingService } from '@edgeboard/adapters/marketing/local-marketing-service';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import { INVALID_EMAIL_MESSAGE } from '@edgeboard/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { documentedRoutes, testApp } from '../admin/route-testing';
import { marketingRoutes } from './marketing.routes';
import { opened } from '../../testing/per-suite';
import { openTestDb } from '../../testing/test-db';

type Err = { error: { code: string; message: string; field?: string } };

// The route is public: every request comes from a signed-out visitor.
describe('/api/selzy', () => {
  const db = opened(openTestDb);
  let app: OpenAPIHono<AppEnv>;
  let limiter: MemoryRateLimiter;

  beforeEach(() => {
    limiter = new MemoryRateLimiter();
    const marketing = new LocalMarketingService(db.repos.marketing);
    app = testApp(() => null, marketingRoutes({ marketing, limiter }));
  });

  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const field = async (res: Response) => ((await res.json()) as Err).error.field;

  it('subscribe is public: ok for a valid address, the spec message for a bad one', async () => {
    const ok = await post('/api/selzy/subscribe', { email: ' fan@example.com ', list_id: 1 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(await db.repos.marketing.contactExists('fan@example.com')).toBe(true);
    const bad = await post('/api/selzy/subscribe', { email: 'fan@', list_id: 1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_email', message: INVALID_EMAIL_MESSAGE, field: 'email' },
    });
    expect(await field(await post('/api/selzy/subscribe', { email: 'a@b.co', list_id: 'one' }))).toBe(
      'list_id',
    );
    const unknownList = await post('/api/selzy/subscribe', { email: 'a@b.co', list_id: 77 });
    expect(unknownList.status).toBe(400);
    expect(((await unknownList.json()) as Err).error.message).toBe('List 77 does not exist');
  });

  it('rate-limits the public writes per client with a 429 and a message', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post('/api/selzy/subscribe', { email: `f${i}@example.com` })).status).toBe(200);
    const limited = await post('/api/selzy/subscribe', { email: 'f9@example.com' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Err).error.message).toMatch(/Too many requests/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers no other path: the unused admin calls and register were removed (issue #17 item 6)', async () => {
    expect(documentedRoutes(app)).toEqual([{ method: 'POST', path: '/api/selzy/subscribe' }]);
    for (const path of ['/api/selzy/register', '/api/selzy/create-list']) {
      expect((await post(path, { email: 'a@b.co', password: 'x', title: 't' })).status).toBe(404);
    }
    expect((await app.request('/api/selzy/get-lists')).status).toBe(404);
  });
});
