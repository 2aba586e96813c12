import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import type { PageView } from '@edgeboard/domain';
import { testApp, viewerFor, SUBSCRIBER_ID } from './admin/route-testing';
import { pageViewRoutes } from './page-views.routes';

type Err = { error: { field?: string } };

describe('POST /api/analytics/page-view', () => {
  const stored: PageView[] = [];
  let signedIn = false;
  let failing = false;
  let now = 0;
  const app = testApp(
    () => (signedIn ? viewerFor('user') : null),
    pageViewRoutes({
      pageViews: {
        add: (view) =>
          failing ? Promise.reject(new Error('db down')) : (stored.push(view), Promise.resolve()),
      },
      limiter: new MemoryRateLimiter(() => now),
      limit: { limit: 5, windowMs: 60_000 },
    }),
  );
  const send = (body: unknown) =>
    app.request('/api/analytics/page-view', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('records anonymous and signed-in views without query strings or fragments', async () => {
    expect(
      await (
        await send({
          path: '/reset-password?token=abc#x',
          referrer: 'https://google.com/search?q=me@example.com',
        })
      ).json(),
    ).toEqual({ recorded: true });
    signedIn = true;
    await send({ path: '/dashboard' });
    signedIn = false;
    expect(stored).toEqual([
      { path: '/reset-password', referrer: 'https://google.com/search', user_id: null },
      { path: '/dashboard', referrer: null, user_id: SUBSCRIBER_ID },
    ]);
  });

  it('never fails the request when storing fails', async () => {
    failing = true;
    const res = await send({ path: '/' });
    failing = false;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recorded: false });
  });

  it('refuses a path that is not a site path, naming the field', async () => {
    const res = await send({ path: 'https://evil.test/' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Err).error.field).toBe('path');
    expect(((await (await send({ path: '/', referrer: 5 })).json()) as Err).error.field).toBe('referrer');
  });

  it('limits each client address, with Retry-After, then lets it through again', async () => {
    // Nothing stopped one client from writing page views without end.
    now += 60_000;
    const before = stored.length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ path: `/p${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send({ path: '/again' });
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(stored.length - before).toBe(5);
    now += 60_000;
    expect((await send({ path: '/later' })).status).toBe(200);
  });
});
