// Issue #16 item 4: round trips per request on the feed and a pick's detail, for every tier, on both engines.
// Everything the request sends counts: the session check, the viewer, the feed. Caches are emptied before each
// request, so the figure is a cold request's (a warm one sends fewer).
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { expect, it } from 'vitest';
import { TOKENS } from '../../container';
import { describeEachEngineApp } from '../../testing/engine-test-app';
import { seedSample } from '../../testing/sample-season';
import type { TestApp } from '../../testing/test-app';
import type { ViewerCache } from '../../http/viewer-cache';
import type { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';

const TIERS = ['anonymous', 'free', 'scout', 'starting', 'all-star', 'admin'] as const;
type TierName = (typeof TIERS)[number];

const FEED = '/api/props/prop-feed?season=2025&week=6&sortBy=confidence&sortOrder=desc&limit=12';

async function signIn(t: TestApp): Promise<Record<TierName, Record<string, string>>> {
  return {
    anonymous: {},
    free: (await t.user('free@x.dev')).headers,
    scout: (await t.user('scout@x.dev', { tier: 'scout' })).headers,
    starting: (await t.user('starting@x.dev', { tier: 'starting' })).headers,
    'all-star': (await t.user('allstar@x.dev', { tier: 'all-star' })).headers,
    admin: (await t.user('admin@x.dev', { role: 'admin' })).headers,
  };
}

/** The statements one cold request sends (no feed or viewer cached), and its status. */
async function measure(t: TestApp, path: string, headers: Record<string, string>) {
  t.container.get<FeedCache>(TOKENS.feedCache).clear();
  t.container.get<ViewerCache>(TOKENS.viewerCache).clear();
  const { statements } = t.container.get<DbHandle>(TOKENS.db);
  const { result, statements: sent } = await statements.record(async () => t.get(path, headers));
  return { status: result.status, sent };
}

describeEachEngineApp('statements per feed and detail request', (getApp, engine) => {
  it('sends at most 3 statements per request for every tier', async () => {
    const t = getApp();
    await seedSample(t);
    const headers = await signIn(t);
    // The instance reads its signing keys once, on the first token it verifies; that is not per request.
    expect((await t.get('/api/health', headers.free)).status).toBe(200);
    const counts: string[] = [];
    const over: string[] = [];
    for (const tier of TIERS) {
      for (const [what, path, status] of [
        ['feed', FEED, 200],
        // p20 is in every capped allowance (the highest value: no prices, so the highest Edge Score); p08 is
        // upcoming and past the free cap (403 for free and scout).
        ['detail p20', '/api/props/p20', tier === 'anonymous' ? 401 : 200],
        [
          'detail p08',
          '/api/props/p08',
          tier === 'anonymous' ? 401 : ['free', 'scout'].includes(tier) ? 403 : 200,
        ],
      ] as const) {
        const { status: got, sent } = await measure(t, path, headers[tier]);
        expect(got, `${tier} ${what}`).toBe(status);
        counts.push(`${tier} ${what}: ${sent.length}`);
        if (sent.length > 3) over.push(`${tier} ${what}:\n  ${sent.join('\n  ')}`);
      }
    }
    console.log(`[${engine}] statements per request\n${counts.join('\n')}`);
    expect(over).toEqual([]);
  });

  it('sends the session check and the feed alone once the viewer is cached', async () => {
    const t = getApp();
    const { headers } = await t.user('poller@x.dev', { tier: 'starting' });
    expect((await t.get(FEED, headers)).status).toBe(200);
    t.container.get<FeedCache>(TOKENS.feedCache).clear();
    const { statements } = t.container.get<DbHandle>(TOKENS.db);
    const { statements: sent } = await statements.record(async () => t.get(FEED, headers));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/auth_sessions/);
  });
});
