// Valid samples of the entity schemas, shared by the accept and reject tests: each reject case is one of
// these with a single field made wrong, so the failure can only come from that field.
import type { GameLogEntry } from './game';

export const ts = '2025-09-07T17:00:00.000Z';
export const uid = '00000000-0000-0000-0000-000000000001';

export const user = { id: uid, name: 'Jo', email: 'jo@example.com', role: 'free', created_at: ts };

export const subscription = {
  id: 's1',
  user_id: uid,
  tier: 'starting',
  status: 'past_due',
  current_period_start: ts,
  current_period_end: '2025-10-07T17:00:00+00:00',
  cancel_at_period_end: false,
  price_id: null,
  provider_subscription_id: 'sub_123',
  created_at: ts,
  updated_at: ts,
};

export const team = {
  abbr: 'BUF',
  name: 'Bills',
  city: 'Buffalo',
  conference: 'AFC',
  division: 'East',
  time_zone: 'America/New_York',
};

export const propLine = {
  id: 'l1',
  player: 'Josh Allen',
  stat_type: 'passing_tds',
  line_value: 1.5,
  odds: -110,
  over_odds: -115,
  under_odds: null,
  sportsbook: 'DraftKings',
  game_id: null,
  pulled_at: ts,
  updated_at: ts,
};

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

/** A game-log line in which the player did nothing (every stat 0); give it the stats that matter. */
export const gameLog = (line: Partial<GameLogEntry> = {}): GameLogEntry => ({
  player_id: '1',
  game_id: 'g',
  season: 2025,
  week: 1,
  team: 'BUF',
  opponent: 'JAX',
  passing_yards: 0,
  passing_tds: 0,
  interceptions: 0,
  attempts: 0,
  completions: 0,
  rushing_yards: 0,
  rushing_tds: 0,
  carries: 0,
  receiving_yards: 0,
  receiving_tds: 0,
  receptions: 0,
  targets: 0,
  ...line,
});
