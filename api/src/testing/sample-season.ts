// A small hand-made week of games and picks for route tests: known confidences, creation order and players,
// so every cap, filter and sort has an answer that can be worked out by hand.
import type { AiPick, Game, StatType } from '@edgeboard/domain';
import type { TestApp } from './test-app';

export const SEASON = 2025;

export function game(id: string, week: number, kickoff: string, status: Game['status'] = 'scheduled'): Game {
  return {
    id,
    season: SEASON,
    week,
    kickoff,
    home_team: 'KC',
    away_team: 'BUF',
    home_score: null,
    away_score: null,
    status,
    venue_time_zone: 'America/Chicago',
  };
}

export function pick(
  id: string,
  p: {
    week: number;
    confidence: number;
    createdMinute: number;
    player?: string;
    stat?: StatType;
    gameId?: string;
    result?: AiPick['result'];
  },
): AiPick {
  const result = p.result ?? null;
  return {
    id,
    player: p.player ?? `Player ${id}`,
    player_id: `pl-${id}`,
    opponent: 'BUF',
    stat_type: p.stat ?? 'receiving_yards',
    pick: 'over',
    line_value: 55.5,
    confidence: p.confidence,
    reasoning: `Averaging 61.2 receiving yards over his last 5, 5.7 above the 55.5 line.`,
    condensed_reasoning: null,
    analysis: {
      supporting_factors: ['Averaging 61.2 receiving yards over his last 5'],
      concerns: ['Opponent allows 4% fewer receiving yards than average'],
      factors: [{ description: 'Recent form', value: 64 }],
      historicalGames: [{ date: '2025-09-28', points: 71 }],
      summary: 'Projection 60.1 against a 55.5 line.',
      weather_impact: null,
      final_recommendation: 'OVER 55.5 receiving yards\nConfidence: 61%',
    },
    season: SEASON,
    week: p.week,
    game_id: p.gameId ?? `g${p.week}`,
    team: 'KC',
    position: 'WR',
    projection: { mean: 60.1, sd: 18 },
    p_over: 0.6,
    odds: -110,
    result,
    actual_value: result === null ? null : 70,
    profit: result === 'win' ? 0.91 : result === 'loss' ? -1 : result === 'push' ? 0 : null,
    graded_at: result === null ? null : '2025-10-06T01:00:00.000Z',
    created_at: new Date(Date.UTC(2025, 9, 7, 12, p.createdMinute)).toISOString(),
  };
}

/**
 * Week 6: 20 picks p01..p20, created in that order, confidence rising with the number (51..70), one game
 * live at the season clock (g6) and one upcoming (g6b). Week 5: 6 graded picks.
 */
export async function seedSample(t: TestApp): Promise<{ week6: AiPick[]; week5: AiPick[] }> {
  await t.repos.games.upsertMany([
    game('g5', 5, '2025-10-05T17:00:00Z', 'final'),
    game('g6', 6, '2025-10-12T14:00:00Z', 'in_progress'),
    game('g6b', 6, '2025-10-13T00:20:00Z', 'scheduled'),
  ]);
  const week6 = Array.from({ length: 20 }, (_, i) =>
    pick(`p${String(i + 1).padStart(2, '0')}`, {
      week: 6,
      confidence: 51 + i,
      createdMinute: i,
      gameId: i % 2 === 0 ? 'g6' : 'g6b',
      stat: i < 10 ? 'receiving_yards' : 'rushing_yards',
      player: i === 4 ? 'Josh Allen' : undefined,
    }),
  );
  const results: AiPick['result'][] = ['win', 'win', 'loss', 'push', 'win', 'loss'];
  const week5 = results.map((r, i) =>
    pick(`w5-${i}`, { week: 5, confidence: 60 + i * 5, createdMinute: i, gameId: 'g5', result: r }),
  );
  await t.repos.aiPicks.insertMany([...week6, ...week5]);
  return { week6, week5 };
}
