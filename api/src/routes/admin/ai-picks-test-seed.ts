// The admin AI-pick route tests (list and edit; generation) seed the same small league: two KC players, one
// week-3 game, a receiver's fixed game log, the week's lines at three books plus lines the model must skip,
// and four stored picks (one graded).
import type { AiPick, GameLogEntry } from '@edgeboard/domain';
import { game, pick, player, propLine } from '@edgeboard/adapters/sql/repositories/test-rows';
import { receivingGameLog } from '@edgeboard/fixtures/samples';
import type { AdminTestContext } from './admin-test-setup';

export type Err = { error: { field?: string } };
export type Generated = {
  inserted: number;
  deleted: number;
  updated: number;
  lines: number;
  picks: AiPick[];
  skipped: { player: string; reason: string }[];
};

/** A receiver's fixed, hand-chosen season and a half of receiving lines (no randomness). */
const YARDS = [48, 71, 55, 90, 62, 38, 77, 59, 66, 81, 44, 70, 58, 63, 95, 52, 67, 73, 61];

function logs(): GameLogEntry[] {
  return YARDS.map((yards, i) => {
    const season = i < 17 ? 2024 : 2025;
    const week = i < 17 ? i + 1 : i - 16;
    const at = { player_id: 'p1', game_id: `log-${season}-${week}`, season, week, opponent: 'DEN' };
    return receivingGameLog(yards, i % 4 === 0, at);
  });
}

export async function seedAiPickLeague(t: Pick<AdminTestContext, 'repos'>): Promise<void> {
  await t.repos.players.upsertMany([
    player('p1', { name: 'Travis Kelce', position: 'TE', team_name: 'KC' }),
    player('p2', { name: 'Xavier Worthy', position: 'WR', team_name: 'KC' }),
  ]);
  await t.repos.games.upsertMany([
    game('g3', {
      season: 2025,
      week: 3,
      home_team: 'KC',
      away_team: 'BUF',
      kickoff: '2025-09-21T17:00:00.000Z',
    }),
  ]);
  await t.repos.gameLogs.insertMany(logs());
  const line = {
    season: 2025,
    week: 3,
    game_id: 'g3',
    player: 'Travis Kelce',
    player_id: 'p1',
    stat_type: 'receiving_yards' as const,
  };
  await t.repos.propLines.insertMany([
    propLine('k1', {
      ...line,
      line_value: 64.5,
      odds: -110,
      over_odds: -110,
      under_odds: -110,
      sportsbook: 'DraftKings',
    }),
    propLine('k2', {
      ...line,
      line_value: 65.5,
      odds: -105,
      over_odds: -105,
      under_odds: -115,
      sportsbook: 'FanDuel',
    }),
    propLine('k3', {
      ...line,
      line_value: 64.5,
      odds: -115,
      over_odds: -115,
      under_odds: -105,
      sportsbook: 'BetMGM',
    }),
    propLine('k4', { ...line, stat_type: 'points', line_value: 10.5, sportsbook: 'DraftKings' }),
    propLine('k5', {
      ...line,
      player: 'Nobody Known',
      player_id: null,
      stat_type: 'receptions',
      line_value: 4.5,
    }),
    propLine('k6', {
      ...line,
      player: 'Xavier Worthy',
      player_id: 'p2',
      stat_type: 'receptions',
      line_value: 3.5,
    }),
  ]);
  await t.repos.aiPicks.insertMany([
    pick('old-ungraded', { season: 2025, week: 3, player: 'Old Pick', confidence: 55 }),
    pick('graded', {
      season: 2025,
      week: 3,
      confidence: 50,
      player: 'Xavier Worthy',
      player_id: 'p2',
      stat_type: 'receptions',
      result: 'win',
      actual_value: 5,
      profit: 0.91,
      graded_at: '2025-09-21T21:00:00.000Z',
    }),
    pick('high', {
      season: 2025,
      week: 2,
      player: 'Isiah Pacheco',
      opponent: 'PHI',
      stat_type: 'rushing_yards',
      confidence: 85,
    }),
    pick('mid', { season: 2025, week: 2, player: 'Patrick Mahomes', opponent: 'PHI', confidence: 65 }),
  ]);
}
