// Valid samples of the entity schemas, shared by the accept and reject tests: each reject case is one of
// these with a single field made wrong, so the failure can only come from that field.
export const ts = '2025-09-07T17:00:00.000Z';
export const uid = '00000000-0000-0000-0000-000000000001';

export const analysis = {
  supporting_factors: ['Soft defense'],
  concerns: ['Wind'],
  factors: [{ description: 'Form', value: 72 }],
  historicalGames: [{ date: '2024-12-01', points: 251 }],
  summary: 'Lean over.',
  final_recommendation: 'Take the over.',
};

export const aiPick = {
  id: 'p1',
  player: 'Josh Allen',
  opponent: 'NYJ',
  stat_type: 'passing_yards',
  pick: 'over',
  line_value: 245.5,
  confidence: 68,
  reasoning: 'Because.',
  analysis,
  season: 2025,
  week: 1,
  result: null,
  actual_value: null,
  profit: null,
  graded_at: null,
  created_at: ts,
};

export const feedItem = {
  id: 'p1',
  matchup: 'NYJ @ BUF',
  type: 'Passing Yards',
  description: 'Josh Allen Over 245.5 Passing Yards',
  confidence: 68,
  time: '1:00 PM',
  date: 'Sep 7, 2025',
  start_time: ts,
  homeTeamTimeZone: 'America/New_York',
  week: 1,
  status: 'upcoming',
  player: 'Josh Allen',
  reasoning: 'Because.',
  condensedReasoning: null,
  tracked: false,
  ai_picks: [
    {
      player: 'Josh Allen',
      pickDirection: 'Over',
      lineValue: 245.5,
      statType: 'passing_yards',
      confidence: 68,
    },
  ],
};
