import { PERMISSION_MESSAGE, PropDetail, PropFeedResponse, SESSION_EXPIRED_MESSAGE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { game, pick, seedSample } from '../../testing/sample-season';
import { testAppPerSuite } from '../../testing/per-suite';

let tokens: Record<'free' | 'scout' | 'starting' | 'allstar' | 'admin', Record<string, string>>;

const t = testAppPerSuite({}, async (t) => {
  await seedSample(t);
  tokens = {
    free: (await t.user('free@x.dev')).headers,
    scout: (await t.user('scout@x.dev', { tier: 'scout' })).headers,
    starting: (await t.user('starting@x.dev', { tier: 'starting' })).headers,
    allstar: (await t.user('allstar@x.dev', { tier: 'all-star' })).headers,
    admin: (await t.user('admin@x.dev', { role: 'admin' })).headers,
  };
});

async function feed(query: string, headers: Record<string, string> = {}) {
  const res = await t.get(`/api/props/prop-feed?${query}`, headers);
  expect(res.status).toBe(200);
  return PropFeedResponse.parse(await res.json());
}

describe('GET /api/props/prop-feed', () => {
  // Week 6 at the season clock: p01, p03 … p19 are on a live game (the public record), p02, p04 … p20 on one
  // not yet started; capped tiers see the record and the first `cap` upcoming picks of the season by value
  // (issue #27 item 3). The sample picks carry no prices, so value comes down to Edge Score: p20, p18, p16 first.
  const FREE_ALLOWANCE = ['p16', 'p18', 'p20'];
  const upcomingOf = (ids: string[]) =>
    ids.filter((id) => /^p\d\d$/.test(id) && Number(id.slice(1)) % 2 === 0);

  it('caps the upcoming picks of each tier, opens the started ones to all, and counts every match', async () => {
    const ids = async (h?: Record<string, string>) =>
      (await feed('week=6&limit=100', h)).data.map((i) => i.id);
    for (const h of [undefined, tokens.free, tokens.scout]) {
      const seen = await ids(h);
      expect(seen).toHaveLength(13);
      expect(upcomingOf(seen).sort()).toEqual(FREE_ALLOWANCE);
    }
    expect(await ids(tokens.starting)).toHaveLength(20);
    expect(await ids(tokens.allstar)).toHaveLength(20);
    expect(await ids(tokens.admin)).toHaveLength(20);
    expect((await feed('week=6', tokens.free)).count).toBe(20);
    // The graded week is the public record, shown in full to everyone, each pick with its result.
    const record = (await feed('week=5', tokens.free)).data;
    expect(record).toHaveLength(6);
    expect(record.every((item) => item.status === 'final' && item.result != null)).toBe(true);
  });

  // Issue #18 item 12: stepping week=1..18 used to give a free visitor 3 new picks every week.
  it('counts the allowance in all, not per week', async () => {
    await t.repos.games.upsertMany([game('g7', 7, '2025-10-19T17:00:00Z')]);
    await t.repos.aiPicks.insertMany(
      Array.from({ length: 4 }, (_, i) =>
        pick(`q${i}`, { week: 7, confidence: 50, createdMinute: 30 + i, gameId: 'g7' }),
      ),
    );
    const seen = new Set<string>();
    for (let week = 1; week <= 18; week++) {
      for (const item of (await feed(`week=${week}&limit=100`, tokens.free)).data)
        if (item.status === 'upcoming') seen.add(item.id);
    }
    expect([...seen].sort()).toEqual(FREE_ALLOWANCE);
    expect((await feed('week=7', tokens.free)).data).toEqual([]);
    expect((await feed('week=7', tokens.free)).count).toBe(4);
    expect((await t.get('/api/props/q0', tokens.free)).status).toBe(403);
    await Promise.all(['q0', 'q1', 'q2', 'q3'].map((id) => t.repos.aiPicks.delete(id)));
  });

  // Issue #18 item 2: recommending surfaces ask for status=upcoming and must not get finished games.
  it('answers status=upcoming with games not yet started at the season clock only', async () => {
    const upcoming = await feed('status=upcoming&sortBy=start_time&sortOrder=asc&limit=100', tokens.allstar);
    expect(upcoming.count).toBe(10);
    expect(upcoming.data.every((i) => i.status === 'upcoming' && i.week === 6)).toBe(true);
    const scout = await feed('status=upcoming&sortBy=confidence&sortOrder=desc&limit=3', tokens.scout);
    expect(scout.data.map((i) => i.id).sort()).toEqual(FREE_ALLOWANCE);
  });

  it('keeps a capped allowance fixed whatever the filters or sort', async () => {
    const sorts = [
      'sortBy=confidence&sortOrder=desc',
      'sortBy=confidence&sortOrder=asc',
      'sortBy=created_at&sortOrder=desc',
      'sortBy=type',
    ];
    for (const sort of sorts) {
      const items = (await feed(`week=6&status=upcoming&${sort}`, tokens.free)).data;
      expect(items.map((i) => i.id).sort()).toEqual(FREE_ALLOWANCE);
    }
    // A filter that excludes the allowance shows only the record, while count still tells how many exist.
    const receiving = await feed('week=6&status=upcoming&statType=receiving_yards', tokens.free);
    expect(receiving.data).toEqual([]);
    expect(receiving.count).toBe(5);
    expect((await feed('week=6&status=upcoming&limit=2&offset=2', tokens.free)).data).toHaveLength(1);
  });

  it("answers the season clock's season when none is asked (a replayed or new season is not 2025's)", async () => {
    expect((await feed('limit=50', tokens.allstar)).count).toBe(26);
    const later = await createTestApp({ seasonNow: '2026-10-11T15:00:00Z' });
    try {
      await seedSample(later);
      const allstar = (await later.user('allstar@x.dev', { tier: 'all-star' })).headers;
      const res = await later.get('/api/props/prop-feed?limit=50', allstar);
      expect(PropFeedResponse.parse(await res.json()).count).toBe(0);
      const asked = await later.get('/api/props/prop-feed?limit=50&season=2025', allstar);
      expect(PropFeedResponse.parse(await asked.json()).count).toBe(26);
    } finally {
      await later.close();
    }
  });

  it('filters and sorts for uncapped tiers', async () => {
    const seventy = await feed('week=6&minConfidence=70', tokens.allstar);
    expect(seventy.data.map((i) => i.confidence)).toEqual([70]);
    const byConfidence = (await feed('week=6&sortBy=confidence&sortOrder=asc&limit=3', tokens.allstar)).data;
    expect(byConfidence.map((i) => i.confidence)).toEqual([51, 52, 53]);
    const rushing = await feed('week=6&statType=rushing_yards', tokens.allstar);
    expect(rushing.count).toBe(10);
    expect(rushing.data.every((i) => i.type === 'Rushing Yards')).toBe(true);
    // Issue #18 item 14: filters no pick can match are gone, so the old value is a 400, not an empty list.
    expect((await t.get('/api/props/prop-feed?statType=rushing_touchdowns')).status).toBe(400);
    const josh = await feed('player=josh%20ALL', tokens.allstar);
    expect(josh.data.map((i) => i.player)).toEqual(['Josh Allen']);
    const live = await feed('week=6&status=Live', tokens.allstar);
    expect(live.count).toBe(10);
    expect(live.data.every((i) => i.status === 'live')).toBe(true);
    const paged = await feed('week=6&limit=12&offset=12', tokens.allstar);
    expect(paged.data).toHaveLength(8);
    expect((await feed('sport=NBA', tokens.allstar)).count).toBe(0);
  });

  it('answers each item in the spec shape', async () => {
    const [item] = (await feed('week=6&sortBy=confidence&sortOrder=desc&limit=1', tokens.allstar)).data;
    expect(item).toMatchObject({
      id: 'p20',
      matchup: 'BUF @ KC',
      type: 'Rushing Yards',
      description: 'Player p20 Over 55.5 Rushing Yards',
      confidence: 70,
      homeTeamTimeZone: 'America/Chicago',
      week: 6,
      tracked: false,
      ai_picks: [{ player: 'Player p20', pickDirection: 'Over', lineValue: 55.5 }],
    });
  });

  it('refuses bad parameters with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['week=19', 'week'],
      ['minConfidence=abc', 'minConfidence'],
      ['limit=0', 'limit'],
      ['sortBy=price', 'sortBy'],
      ['status=done', 'status'],
    ] as const) {
      const res = await t.get(`/api/props/prop-feed?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_request', field } });
    }
  });

  it('answers 401 with the session-expired message for a bad token', async () => {
    const res = await t.get('/api/props/prop-feed', { authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'invalid_token', message: SESSION_EXPIRED_MESSAGE } });
  });
});

describe('GET /api/props/analysis/v2/{id} and /api/props/{id}', () => {
  it('shows a free user the analysis of an allowed pick and refuses a fourth upcoming one with the permission message', async () => {
    const ok = await t.get('/api/props/analysis/v2/p20', tokens.free);
    expect(ok.status).toBe(200);
    const detail = PropDetail.parse(await ok.json());
    expect(detail.analysis.supporting_factors).toHaveLength(1);
    const refused = await t.get('/api/props/analysis/v2/p08', tokens.free);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'forbidden', message: PERMISSION_MESSAGE } });
    expect((await t.get('/api/props/p08', tokens.free)).status).toBe(403);
    // Started games are the public record: open to every tier.
    expect((await t.get('/api/props/p13', tokens.free)).status).toBe(200);
    expect((await t.get('/api/props/w5-0', tokens.scout)).status).toBe(200);
    expect((await t.get('/api/props/p20', tokens.starting)).status).toBe(200);
    expect((await t.get('/api/props/p20', tokens.allstar)).status).toBe(200);
  });

  it('needs a session, and answers 404 for an unknown pick', async () => {
    const anon = await t.get('/api/props/analysis/v2/p01');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: { message: SESSION_EXPIRED_MESSAGE } });
    expect((await t.get('/api/props/analysis/v2/nope', tokens.allstar)).status).toBe(404);
  });
});
