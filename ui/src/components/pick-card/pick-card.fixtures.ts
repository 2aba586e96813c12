import type { PropFeedItem } from '@edgeboard/domain';

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
