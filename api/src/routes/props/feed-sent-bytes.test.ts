// Issue #16: a repeat of a feed request within the cache's time-to-live is answered with the bytes sent before,
// without validating the query or serialising again. Only valid queries are stored, the caller's cap is part of
// the key, and any write to picks or games empties it with the rest of the feed cache.
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../container';
import { seedSample } from '../../testing/sample-season';
import { createTestApp } from '../../testing/test-app';
import type { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';

const FEED = '/api/props/prop-feed?season=2025&week=6&sortBy=confidence&sortOrder=desc&limit=12';

describe('the feed answers a repeated request with the bytes sent before', () => {
  it('sends the same bytes again without running the feed, per cap, until a write', async () => {
    const t = await createTestApp({ seasonNow: '2025-10-12T15:00:00Z' });
    try {
      await seedSample(t);
      const starting = (await t.user('starting@x.dev', { tier: 'starting' })).headers;
      const free = (await t.user('free@x.dev')).headers;
      const first = await t.app.request(FEED, { headers: starting });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^application\/json/);
      const bytes = await first.text();

      const cache = t.container.get<FeedCache>(TOKENS.feedCache);
      // The parsed-query cache emptied alone: a hit now can only come from the bytes sent.
      (cache as unknown as { entries: Map<string, unknown> }).entries.clear();
      const again = await t.app.request(FEED, { headers: starting });
      expect(await again.text()).toBe(bytes);
      expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBe(0);

      // Another cap is another answer, never the starting caller's bytes.
      const narrower = await (await t.app.request(FEED, { headers: free })).text();
      expect(narrower).not.toBe(bytes);

      // A write empties it (the repositories' writes call clear): the next request runs the feed again.
      cache.clear();
      expect(await (await t.app.request(FEED, { headers: starting })).text()).toBe(bytes);
      expect((cache as unknown as { entries: Map<string, unknown> }).entries.size).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });

  it('never stores an answer to a bad query: the same bad request is refused each time', async () => {
    const t = await createTestApp({ seasonNow: '2025-10-12T15:00:00Z' });
    try {
      await seedSample(t);
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.request('/api/props/prop-feed?limit=-4');
        expect(res.status).toBe(400);
      }
    } finally {
      await t.close();
    }
  });
});
