import { PROXY_LINE_METHOD, type PickMarket, type PropFeedItem } from '@edgeboard/domain';

/**
 * A play against the market as the feed answers it (figures worked out with the domain's odds rules):
 * DraftKings -115/-105, no-vig 51.1% over (fair -104), the model 58.0%, published 55.3% (Edge Score 55),
 * best over price -105 at FanDuel, so EV = 0.553 x 100/105 - 0.447 = +8.0%.
 */
export function pickMarket(over: Partial<PickMarket> = {}): PickMarket {
  return {
    source: { kind: 'book', sportsbook: 'DraftKings', pulledAt: '2025-09-14T13:30:00.000Z' },
    overOdds: -115,
    underOdds: -105,
    fairProbability: 0.5108,
    fairOdds: -104,
    modelProbability: 0.58,
    probability: 0.553,
    best: { sportsbook: 'FanDuel', odds: -105 },
    evPercent: 8,
    verdict: 'play',
    reason: null,
    ...over,
  };
}

/** A proxy line (no book posted one): no prices, so no fair odds, best price or EV, and no play. */
export function proxyMarket(over: Partial<PickMarket> = {}): PickMarket {
  return pickMarket({
    source: { kind: 'proxy', method: PROXY_LINE_METHOD },
    overOdds: null,
    underOdds: null,
    fairProbability: null,
    fairOdds: null,
    best: null,
    evPercent: null,
    verdict: 'no_play',
    reason: 'no_edge',
    ...over,
  });
}

/** A feed item whose headline pick carries `market` (Edge Score 55, as the market above publishes). */
export function feedItemWithMarket(market: PickMarket, over: Partial<PropFeedItem> = {}): PropFeedItem {
  const item = feedItem({ confidence: 55, ...over });
  const [first] = item.ai_picks;
  if (first === undefined) throw new Error('a feed item has a headline pick');
  return { ...item, ai_picks: [{ ...first, confidence: 55, odds: market.best?.odds ?? null, market }] };
}

/** A feed item shaped exactly as GET /api/props/prop-feed answers (validated against the schema in tests). */
export function feedItem(over: Partial<PropFeedItem> = {}): PropFeedItem {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    matchup: 'BUF @ MIA',
    type: 'Passing Yards',
    description: 'Josh Allen Over 245.5 Passing Yards',
    confidence: 74,
    time: '1:00 PM EDT',
    date: 'Sep 14, 2025',
    start_time: '2025-09-14T17:00:00.000Z',
    homeTeamTimeZone: 'America/New_York',
    week: 2,
    status: 'upcoming',
    player: 'Josh Allen',
    reasoning:
      'Allen has cleared 245.5 in 6 of his last 8 starts. Miami allows 7.4 yards per attempt. Wind is calm.',
    condensedReasoning: null,
    tracked: false,
    ai_picks: [
      {
        player: 'Josh Allen',
        pickDirection: 'Over',
        lineValue: 245.5,
        statType: 'passing_yards',
        confidence: 74,
        odds: -110,
      },
    ],
    stat_type: 'passing_yards',
    season: 2025,
    created_at: '2025-09-10T12:00:00.000Z',
    ...over,
  };
}

/** The `i`th of a numbered list of feed items ("Player i", its own id), for tests that page or sort them. */
export function numberedFeedItem(i: number, over: Partial<PropFeedItem> = {}): PropFeedItem {
  return feedItem({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    player: `Player ${i}`,
    description: `Player ${i} Over 245.5 Passing Yards`,
    ...over,
  });
}
