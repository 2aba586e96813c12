// @vitest-environment node
import { PropDetail, PropFeedResponse, PropLineHistory, propFeedCap } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { call, json, serveMockBackend, signIn } from './mock-http-test-kit';

serveMockBackend();

const feedPath = '/api/props/prop-feed?limit=100&sortBy=confidence&sortOrder=desc';

describe('mock prop feed', () => {
  it('caps the free feed at propFeedCap upcoming picks in all, opening started ones, while counting every match', async () => {
    const { access_token: allStar } = await signIn('allstar@demo.edgeboard.dev');
    const upcomingPath = `${feedPath}&status=upcoming`;
    const full = await json(PropFeedResponse, await call(upcomingPath, { token: allStar }));
    const free = await json(PropFeedResponse, await call(upcomingPath));
    const freeState = { tier: 'free', status: 'active', isAdmin: false } as const;
    // Issue #18 item 12: 3 upcoming picks in all, not 3 a week.
    expect(free.data.length).toBe(Math.min(propFeedCap(freeState), full.count));
    expect(free.count).toBe(full.count);
    // Picks of started games are the public record, shown whatever the tier.
    const anyFree = await json(PropFeedResponse, await call(feedPath));
    expect(anyFree.data.filter((p) => p.status === 'upcoming').length).toBeLessThanOrEqual(3);
    // An upcoming pick outside the free allowance is refused; one inside is answered.
    const allowed = new Set(free.data.map((p) => p.id));
    const hidden = full.data.find((p) => !allowed.has(p.id));
    expect(hidden).toBeDefined();
    const { access_token: freeToken } = await signIn('free@demo.edgeboard.dev');
    expect((await call(`/api/props/analysis/v2/${hidden!.id}`, { token: freeToken })).status).toBe(403);
    const firstId = free.data[0]!.id;
    const detail = await json(
      PropDetail,
      await call(`/api/props/analysis/v2/${firstId}`, { token: freeToken }),
    );
    expect(detail.id).toBe(firstId);
    // The analysis needs a session, as the API's does.
    expect((await call(`/api/props/analysis/v2/${firstId}`)).status).toBe(401);
  });

  it('answers a pick’s line history under the analysis’ access rule', async () => {
    const { access_token: allStar } = await signIn('allstar@demo.edgeboard.dev');
    const { access_token: free } = await signIn('free@demo.edgeboard.dev');
    const upcoming = `${feedPath}&status=upcoming`;
    const all = await json(PropFeedResponse, await call(upcoming, { token: allStar }));
    const allowed = (await json(PropFeedResponse, await call(upcoming, { token: free }))).data;
    const open = new Set(allowed.map((p) => p.id));
    const shown = allowed[0]!;
    const history = await json(PropLineHistory, await call(`/api/props/${shown.id}/lines`, { token: free }));
    expect(history.pickId).toBe(shown.id);
    expect(history.pulls.length).toBeGreaterThan(0);
    const hidden = all.data.find((p) => !open.has(p.id))!;
    expect((await call(`/api/props/${hidden.id}/lines`, { token: free })).status).toBe(403);
    expect((await call(`/api/props/${shown.id}/lines`)).status).toBe(401);
    expect((await call('/api/props/missing/lines', { token: free })).status).toBe(404);
  });

  it('answers sortBy=ev and plays=true over HTTP with plays only', async () => {
    const feed = await json(
      PropFeedResponse,
      await call('/api/props/prop-feed?limit=100&sortBy=ev&sortOrder=desc&plays=true'),
    );
    expect(feed.data.every((i) => i.ai_picks[0]?.market?.verdict === 'play')).toBe(true);
    const evs = feed.data.map((i) => i.ai_picks[0]?.market?.evPercent ?? null);
    expect(evs).toEqual([...evs].sort((x, y) => (y ?? -Infinity) - (x ?? -Infinity)));
  });
});
