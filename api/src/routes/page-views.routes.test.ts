import { describe, expect, it } from 'vitest';
import type { PageView } from '@edgeboard/domain';
import { testApp, viewerFor, SUBSCRIBER_ID } from './admin/route-testing';
import { cleanPath, cleanReferrer, pageViewRoutes } from './page-views.routes';

type Err = { error: { field?: string } };

describe('POST /api/analytics/page-view', () => {
  const stored: PageView[] = [];
  let signedIn = false;
  let failing = false;
  const app = testApp(
    () => (signedIn ? viewerFor('user') : null),
    pageViewRoutes({
      pageViews: {
        add: (view) =>
          failing ? Promise.reject(new Error('db down')) : (stored.push(view), Promise.resolve()),
      },
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

  it('cleans paths and referrers', () => {
    expect(cleanPath('/?x=1')).toBe('/');
    expect(cleanReferrer('javascript:alert(1)')).toBeNull();
    expect(cleanReferrer('not a url')).toBeNull();
  });
});
