import type { PropDetail } from '@edgeboard/domain';

/** A detail answer shaped like the engine writes it (packages/engine/src/analysis.ts). */
export function propDetail(over: Partial<PropDetail> = {}): PropDetail {
  return {
    id: 'a6f1c9e2-3b4d-4c5e-8f90-1a2b3c4d5e6f',
    sport: 'NFL',
    time: '1:00 PM, Sun Oct 12',
    description: 'Josh Allen Over 245.5 Passing Yards',
    type: 'Passing Yards',
    matchup: 'NE @ BUF',
    confidence: 78,
    ai_picks: [
      {
        player: 'Josh Allen',
        pickDirection: 'Over',
        lineValue: 245.5,
        statType: 'passing_yards',
        confidence: 78,
        odds: -110,
      },
    ],
    analysis: {
      supporting_factors: [
        'Went over 245.5 in 6 of his last 10 games',
        'Model projects 268.4 passing yards, 22.9 above the line',
      ],
      concerns: [
        'Averaging 262.4 passing yards in his last 5 games, 16.9 above the 245.5 line',
        'Model confidence is lower against division opponents',
        'Wide range of outcomes: a typical game lands within ±61.0 passing yards of the 268.4 projection',
      ],
      factors: [
        { description: 'Recent form: 3 of last 5 games over 245.5', value: 60 },
        {
          description: 'Opponent matchup: NE allows 104% of the league-average passing yards to QBs',
          value: 56,
        },
        { description: 'Consistency: game-to-game spread is 24% of his average', value: 80.6 },
      ],
      historicalGames: [
        { date: '2025-09-07', points: 231 },
        { date: '2025-09-14', points: 302 },
        { date: '2025-09-21', points: 188 },
        { date: '2025-09-28', points: 276 },
        { date: '2025-10-05', points: 315 },
      ],
      summary:
        'Josh Allen projects to 268.4 passing yards against NE (typical spread ±61.0). Against the 245.5 line the calibrated chance of the over is 64%, so the call is Over with a 64% win probability (Edge Score 78).',
      weather_impact: 'Wind 18 mph gusting to 30 at kick-off: deep passing may suffer.',
      final_recommendation: [
        'Over 245.5 passing yards — Edge Score 78',
        'Confidence: 78%',
        'Supporting Factors:',
        '- Went over 245.5 in 6 of his last 10 games',
        '- Model projects 268.4 passing yards, 22.9 above the line',
        'Concerns:',
        '- Averaging 262.4 passing yards in his last 5 games, 16.9 above the 245.5 line',
        '- Model confidence is lower against division opponents',
        '- Wide range of outcomes: a typical game lands within ±61.0 passing yards of the 268.4 projection',
      ].join('\n'),
    },
    player: 'Josh Allen',
    week: 6,
    season: 2025,
    ...over,
  };
}
