// The test app pins its clock: tokens it issues must verify on that clock, whatever the calendar says.
// Before the verifier read the app's clock, every route test broke once the real date passed the pin.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './test-app';

afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['a year after the pinned clock', '2027-11-21T12:00:00Z'],
  ['ten years after it', '2036-06-01T00:00:00Z'],
  ['a year before it', '2025-11-21T12:00:00Z'],
])('the route suite with the real clock %s', (_label, realNow) => {
  it('issues a token that the API accepts, and refuses one the pinned clock has seen expire', async () => {
    vi.useFakeTimers({ now: new Date(realNow), toFake: ['Date'] });
    const t = await createTestApp();
    try {
      const u = await t.user('clock@x.dev', { tier: 'all-star' });
      const me = await t.get('/api/me', u.headers);
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ subscription: { tier: 'all-star' } });
      const feed = await t.get('/api/props/prop-feed?limit=1', u.headers);
      expect(feed.status).toBe(200);

      // Two hours later on the app's clock the one-hour token has expired, whatever the real date.
      t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
      expect((await t.get('/api/me', u.headers)).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
