import type { AiPick } from '@edgeboard/domain';

/** An AI pick as GET /api/admin/ai-picks returns it (shape checked against the domain schema in the tests). */
export function makePick(n: number, over: Partial<AiPick> = {}): AiPick {
  return {
    id: `a1b2c3d4-0000-4000-8000-00000000000${String(n)}`,
    player: 'Josh Allen',
    player_id: null,
    opponent: 'MIA',
    stat_type: 'passing_yards',
    pick: 'over',
    line_value: 245.5,
    confidence: 82,
    reasoning: 'Allen has cleared 245.5 in four of his last five games against a soft pass defence.',
    condensed_reasoning: null,
    analysis: {
      supporting_factors: ['Miami allows 7.4 yards per attempt'],
      concerns: ['Wind forecast of 15 mph'],
      factors: [{ description: 'Matchup', value: 74 }],
      historicalGames: [{ date: '2025 W1', points: 274 }],
      summary: 'Projected 268 passing yards against a line of 245.5.',
      weather_impact: null,
      final_recommendation: 'Over 245.5 passing yards',
    },
    season: 2025,
    week: 3,
    game_id: null,
    team: 'BUF',
    position: 'QB',
    projection: { mean: 268, sd: 48 },
    p_over: 0.68,
    odds: -110,
    result: null,
    actual_value: null,
    profit: null,
    graded_at: null,
    created_at: '2025-09-17T14:00:00Z',
    ...over,
  };
}
