import type { AiPick, Game, NewUserProfile, Player, PropLine } from '@edgeboard/domain';

/** Builders of valid domain rows for the repository tests; every field can be overridden. */

export function userId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function newUser(n: number, over: Partial<NewUserProfile> = {}): NewUserProfile {
  return {
    id: userId(n),
    name: `User ${n}`,
    email: `user${n}@example.com`,
    role: 'free',
    created_at: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
    ...over,
  };
}

export function game(id: string, over: Partial<Game> = {}): Game {
  return {
    id,
    season: 2025,
    week: 1,
    kickoff: '2025-09-07T17:00:00.000Z',
    home_team: 'KC',
    away_team: 'BUF',
    home_score: null,
    away_score: null,
    status: 'scheduled',
    venue_time_zone: 'America/Chicago',
    ...over,
  };
}

export function player(id: string, over: Partial<Player> = {}): Player {
  return {
    id,
    name: `Player ${id}`,
    position: 'WR',
    team_name: 'Kansas City Chiefs',
    espn_id: null,
    pff_id: null,
    sleeper_id: null,
    updated_at: '2025-09-01T00:00:00.000Z',
    ...over,
  };
}

export function propLine(id: string, over: Partial<PropLine> = {}): PropLine {
  return {
    id,
    player: 'Patrick Mahomes',
    player_id: null,
    stat_type: 'passing_yards',
    line_value: 265.5,
    odds: -110,
    over_odds: null,
    under_odds: null,
    sportsbook: 'DraftKings',
    game_id: null,
    season: 2025,
    week: 1,
    pulled_at: '2025-09-05T12:00:00.000Z',
    updated_at: '2025-09-05T12:00:00.000Z',
    ...over,
  };
}

export function pick(id: string, over: Partial<AiPick> = {}): AiPick {
  return {
    id,
    player: 'Patrick Mahomes',
    player_id: null,
    opponent: 'BUF',
    stat_type: 'passing_yards',
    pick: 'over',
    line_value: 265.5,
    confidence: 70,
    reasoning: 'Averages 281 yards over his last five games.',
    condensed_reasoning: null,
    analysis: {
      supporting_factors: ['Recent form'],
      concerns: ['Windy forecast'],
      factors: [{ description: 'Recent form', value: 72 }],
      historicalGames: [{ date: '2024 W5', points: 291 }],
      summary: 'Lean over.',
      weather_impact: null,
      final_recommendation: 'Over 265.5 (70%)',
    },
    season: 2025,
    week: 1,
    game_id: null,
    team: 'KC',
    position: 'QB',
    projection: { mean: 281, sd: 48 },
    p_over: 0.62,
    odds: -110,
    result: null,
    actual_value: null,
    profit: null,
    graded_at: null,
    created_at: '2025-09-01T00:00:00.000Z',
    ...over,
  };
}
