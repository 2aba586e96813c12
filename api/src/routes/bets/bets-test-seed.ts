// The bet tracker's route tests seed one small league: a receiver with week-3 and week-4 box scores, a final
// week-3 game with a graded pick (and its close), a scheduled week-7 game with an open pick.
import { game, pick, player } from '@edgeboard/adapters/sql/repositories/test-rows';
import { sampleGameLog } from '@edgeboard/fixtures/samples';
import type { GameLogEntry } from '@edgeboard/domain';
import type { TestApp } from '../../testing/test-app';

export const GRADED_PICK = 'pk-graded';
export const OPEN_PICK = 'pk-open';

const log = (week: number, receivingYards: number, receptions: number): GameLogEntry =>
  sampleGameLog({
    ...{ player_id: 'p1', game_id: `g${String(week)}`, week },
    ...{ receiving_yards: receivingYards, receptions, targets: receptions + 2 },
  });

export async function seedBetLeague(t: TestApp): Promise<void> {
  await t.repos.players.upsertMany([
    player('p1', { name: 'Travis Kelce', position: 'TE', team_name: 'KC' }),
    player('p2', { name: 'Xavier Worthy', position: 'WR', team_name: 'KC' }),
  ]);
  const final = { status: 'final' as const, home_score: 24, away_score: 20 };
  await t.repos.games.upsertMany([
    game('g3', { week: 3, kickoff: '2025-09-21T17:00:00.000Z', ...final }),
    game('g4', { week: 4, kickoff: '2025-09-28T17:00:00.000Z', ...final }),
    game('g5', { week: 5, kickoff: '2025-10-05T17:00:00.000Z' }),
    game('g7', { week: 7, kickoff: '2025-10-19T17:00:00.000Z' }),
  ]);
  await t.repos.gameLogs.insertMany([log(3, 71, 6), log(4, 40, 3)]);
  const kelce = { player: 'Travis Kelce', player_id: 'p1', stat_type: 'receiving_yards' as const };
  await t.repos.aiPicks.insertMany([
    pick(GRADED_PICK, {
      ...kelce,
      week: 3,
      game_id: 'g3',
      line_value: 64.5,
      pick: 'over',
      odds: -105,
      best_book: 'FanDuel',
      result: 'win',
      actual_value: 71,
      profit: 0.952,
      graded_at: '2025-09-21T20:30:00.000Z',
    }),
    pick(OPEN_PICK, { ...kelce, week: 7, game_id: 'g7', line_value: 60.5, odds: 110, best_book: 'BetMGM' }),
  ]);
}
