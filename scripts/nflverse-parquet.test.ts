import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNflverseCsv, splitCsv } from '@edgeboard/engine/nflverse';
import { describe, expect, it } from 'vitest';
import { PLAYER_STATS_COLUMNS, playerStatsCsv } from './nflverse-parquet';

// Two hand-made rows in the newer nflverse player-week schema (stats_player_week: team, passing_interceptions,
// sacks_suffered, sack_yards_lost counted negative, no dakota), as hyparquet returns them.
const passer = {
  player_id: '00-1',
  player_name: 'A.Passer',
  player_display_name: 'Alan Passer',
  position: 'QB',
  position_group: 'QB',
  headshot_url: 'https://img.example/a,b',
  season: 2060,
  week: 3,
  season_type: 'REG',
  team: 'KC',
  opponent_team: 'ARI',
  completions: 21,
  attempts: 30,
  passing_yards: 260,
  passing_tds: 2,
  passing_interceptions: 1,
  sacks_suffered: 2,
  sack_yards_lost: -14,
  passing_epa: 3.5,
  pacr: null,
  carries: 3,
  rushing_yards: 10,
  rushing_tds: 0,
  receptions: 0,
  targets: 0,
  receiving_yards: 0,
  receiving_tds: 0,
  special_teams_tds: 0,
  fantasy_points: 17.4,
  def_tackles_solo: 0,
};
const zeroes = Object.fromEntries(Object.entries(passer).map(([k, v]) => [k, typeof v === 'number' ? 0 : v]));
const returner = {
  ...zeroes,
  player_id: '00-2',
  player_display_name: 'Ben Returner',
  position: 'WR',
  special_teams_tds: 1,
};
const tackler = {
  ...zeroes,
  player_id: '00-3',
  player_display_name: 'Carl Tackler',
  position: 'LB',
  def_tackles_solo: 6,
};

describe('playerStatsCsv: the newer nflverse player-week schema in the shared player_stats CSV columns', () => {
  it('writes the 53 columns of player_stats_<yyyy>.csv, renamed where the schema renamed them', () => {
    const [header, line] = splitCsv(playerStatsCsv([passer]));
    expect(header).toEqual([...PLAYER_STATS_COLUMNS]);
    expect(PLAYER_STATS_COLUMNS).toHaveLength(53);
    const cells = Object.fromEntries(PLAYER_STATS_COLUMNS.map((c, i) => [c, line?.[i]]));
    expect(cells).toMatchObject({
      recent_team: 'KC',
      interceptions: '1',
      sacks: '2',
      // The shared files count sack yards positive, the newer schema negative.
      sack_yards: '14',
      dakota: '',
      pacr: '',
      passing_epa: '3.5',
      headshot_url: 'https://img.example/a,b',
    });
  });

  it('reads back through the engine parser as the same game', () => {
    const [row] = parseNflverseCsv(playerStatsCsv([passer]));
    expect(row).toMatchObject({
      playerId: '00-1',
      playerName: 'Alan Passer',
      team: 'KC',
      opponent: 'ARI',
      season: 2060,
      week: 3,
      passingYards: 260,
      passingTds: 2,
      interceptions: 1,
      attempts: 30,
      completions: 21,
      carries: 3,
      rushingYards: 10,
    });
  });

  it('keeps only rows the shared files hold: a pass, carry, target, sack, two-point try or return TD', () => {
    const rows = parseNflverseCsv(playerStatsCsv([passer, returner, tackler]));
    expect(rows.map((r) => r.playerId)).toEqual(['00-1', '00-2']);
  });

  it('reads int64 cells returned as bigint', () => {
    const [row] = parseNflverseCsv(playerStatsCsv([{ ...passer, week: 4n, passing_yards: 301n }]));
    expect(row?.week).toBe(4);
    expect(row?.passingYards).toBe(301);
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(repoRoot, '../shared/data/nfl/player_stats_2023.csv');
describe.skipIf(!existsSync(shared))('the shared files', () => {
  it('have exactly these columns', () => {
    expect(readFileSync(shared, 'utf8').split('\n')[0]?.split(',')).toEqual([...PLAYER_STATS_COLUMNS]);
  });
});
