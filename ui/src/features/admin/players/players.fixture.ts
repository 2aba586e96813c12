import type { GameLogEntry, Player } from '@edgeboard/domain';
import { sampleGameLog } from '@edgeboard/fixtures/samples';

const UPDATED = '2025-09-01T12:00:00Z';

export const allen: Player = {
  id: 'p-allen',
  name: 'Josh Allen',
  position: 'QB',
  team_name: 'Buffalo Bills',
  espn_id: '3918298',
  pff_id: '46601',
  sleeper_id: '4984',
  updated_at: UPDATED,
};

export const kelce: Player = {
  id: 'p-kelce',
  name: 'Travis Kelce',
  position: 'TE',
  team_name: 'Kansas City Chiefs',
  espn_id: '15847',
  pff_id: null,
  sleeper_id: null,
  updated_at: UPDATED,
};

/** Players named like real ones, with the numbered rest making the list span pages. */
export function playerList(count: number): Player[] {
  const rest = Array.from({ length: Math.max(0, count - 2) }, (_, i): Player => ({
    id: `p-${String(i + 3)}`,
    name: `Depth Player ${String(i + 3)}`,
    position: 'WR',
    team_name: 'Detroit Lions',
    espn_id: null,
    pff_id: null,
    sleeper_id: null,
    updated_at: UPDATED,
  }));
  return [allen, kelce, ...rest].slice(0, count);
}

const game = (
  playerId: string,
  season: number,
  week: number,
  opponent: string,
  stats: Partial<GameLogEntry>,
): GameLogEntry =>
  sampleGameLog({
    player_id: playerId,
    game_id: `${String(season)}_${String(week).padStart(2, '0')}_BUF_${opponent}`,
    season,
    week,
    team: 'BUF',
    opponent,
    ...stats,
  });

/** Oldest first, as the stats endpoint answers. */
export function gameLog(playerId: string): GameLogEntry[] {
  return [
    game(playerId, 2022, 1, 'LA', { passing_yards: 297, passing_tds: 3, attempts: 31, completions: 26 }),
    game(playerId, 2022, 2, 'TEN', { passing_yards: 317, passing_tds: 4, attempts: 38, completions: 26 }),
    game(playerId, 2023, 1, 'NYJ', {
      passing_yards: 236,
      passing_tds: 1,
      interceptions: 3,
      attempts: 41,
      completions: 24,
    }),
    game(playerId, 2023, 2, 'LV', { passing_yards: 274, passing_tds: 3, attempts: 33, completions: 31 }),
  ];
}
