// The bet tracker's route tests seed one small league: a receiver with week-3 and week-4 box scores, a final
// week-3 game with a graded pick (and its close), a scheduled week-7 game with an open pick.
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { game, pick, player } from '@edgeboard/adapters/sql/repositories/test-rows';
import { sampleGameLog } from '@edgeboard/fixtures/samples';
import type { BetWrite, GameLogEntry } from '@edgeboard/domain';
import { TOKENS } from '../../container';
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

type StoredBet = BetWrite & { result: null; settled_at: null };

/**
 * `count` open bets of the user by hand on Kelce's receptions over 4.5, `<prefix>-<i>` (`seeded-<i>` unless
 * told), written in a few statements (as many POSTs would store them). `week(i)` picks each one's week (7 unless
 * told: his game is not played); bet i is placed i minutes after Sep 1, 2025, so the last is the newest.
 */
export async function storeBets(
  t: TestApp,
  userId: string,
  count: number,
  { week = () => 7, prefix = 'seeded' }: { week?: (i: number) => number; prefix?: string } = {},
): Promise<void> {
  const { db } = t.container.get<DbHandle>(TOKENS.db);
  const at = '2025-10-01T12:00:00.000Z';
  const rows: StoredBet[] = Array.from({ length: count }, (_, i) => ({
    ...{ id: `${prefix}-${String(i)}`, user_id: userId, pick_id: null, sportsbook: 'Caesars', odds: -110 },
    ...{ stake: 1, player: 'Travis Kelce', player_id: 'p1', stat_type: 'receptions', line: 4.5 },
    ...{ side: 'over', season: 2025, week: week(i), game_id: null, created_at: at, updated_at: at },
    ...{ placed_at: new Date(Date.parse('2025-09-01T00:00:00.000Z') + i * 60_000).toISOString() },
    ...{ result: null, settled_at: null },
  }));
  const bets = db.withTables<{ bets: StoredBet }>();
  for (let i = 0; i < rows.length; i += 500)
    await bets
      .insertInto('bets')
      .values(rows.slice(i, i + 500))
      .execute();
}
