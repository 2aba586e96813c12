// The feed against the market: the "Value (EV)" sort, the "Plays only" filter and the market fields on
// feed items and the analysis.
import { PropDetail, PropFeedResponse } from '@edgeboard/domain';
import type { AiPick } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { game, pick } from '../../testing/sample-season';
import { testAppPerSuite } from '../../testing/per-suite';

let allstar: Record<string, string>;

const priced = (id: string, minute: number, ev: number, verdict: AiPick['verdict']): AiPick => ({
  ...pick(id, { week: 6, confidence: 53, createdMinute: minute, gameId: 'g6b' }),
  line_source: 'book',
  sportsbook: 'DraftKings',
  line_pulled_at: '2025-10-07T14:00:00.000Z',
  over_odds: -115,
  under_odds: -105,
  fair_p: 0.5108,
  model_p: 0.553,
  win_p: 0.53,
  best_book: 'FanDuel',
  odds: -105,
  ev,
  verdict,
  no_play_reason: verdict === 'play' ? null : 'no_edge',
});

const t = testAppPerSuite({}, async (t) => {
  await t.repos.games.upsertMany([game('g6b', 6, '2025-10-13T00:20:00Z', 'scheduled')]);
  await t.repos.aiPicks.insertMany([
    priced('m1', 1, 0.021, 'play'),
    priced('m2', 2, -0.031, 'no_play'),
    priced('m3', 3, 0.054, 'play'),
    // Stored before prices were kept: no market, last in an EV sort.
    pick('m4', { week: 6, confidence: 70, createdMinute: 4, gameId: 'g6b' }),
  ]);
  allstar = (await t.user('market@x.dev', { tier: 'all-star' })).headers;
});

async function feed(query: string) {
  const res = await t.get(`/api/props/prop-feed?${query}`, allstar);
  expect(res.status).toBe(200);
  return PropFeedResponse.parse(await res.json());
}

describe('the feed against the market', () => {
  it('sorts by expected value, unpriced picks last in both directions', async () => {
    expect((await feed('week=6&sortBy=ev&sortOrder=desc')).data.map((i) => i.id)).toEqual([
      'm3',
      'm1',
      'm2',
      'm4',
    ]);
    expect((await feed('week=6&sortBy=ev&sortOrder=asc')).data.map((i) => i.id)).toEqual([
      'm2',
      'm1',
      'm3',
      'm4',
    ]);
  });

  it('filters plays only, and counts them', async () => {
    const plays = await feed('week=6&plays=true&sortBy=ev');
    expect(plays.data.map((i) => i.id)).toEqual(['m3', 'm1']);
    expect(plays.count).toBe(2);
    expect((await feed('week=6&plays=false')).count).toBe(4);
  });

  it('refuses a plays value that is not true or false', async () => {
    expect((await t.get('/api/props/prop-feed?plays=yes', allstar)).status).toBe(400);
  });

  it('carries the market line on feed items and in plain words on the analysis', async () => {
    const item = (await feed('week=6&sortBy=ev')).data[0];
    expect(item?.ai_picks[0]?.market).toEqual({
      source: { kind: 'book', sportsbook: 'DraftKings', pulledAt: '2025-10-07T14:00:00.000Z' },
      overOdds: -115,
      underOdds: -105,
      fairProbability: 0.5108,
      fairOdds: -104,
      modelProbability: 0.553,
      probability: 0.53,
      best: { sportsbook: 'FanDuel', odds: -105 },
      evPercent: 5.4,
      verdict: 'play',
      reason: null,
    });
    const detail = PropDetail.parse(await (await t.get('/api/props/analysis/v2/m2', allstar)).json());
    expect(detail.marketSummary).toBe(
      'The books’ no-vig consensus says 51.1% over (posted: DraftKings -115/-105); the model says 55.3%; together 53.0%; −3.1% expected value at -105 on FanDuel. No play: no positive expected value at the best price.',
    );
    const old = PropDetail.parse(await (await t.get('/api/props/analysis/v2/m4', allstar)).json());
    expect(old.marketSummary).toBeNull();
    expect(old.ai_picks[0]?.market).toBeNull();
  });
});
