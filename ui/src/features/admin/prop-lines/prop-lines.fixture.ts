import type { PropLine } from '@edgeboard/domain';

export const allenPassing: PropLine = {
  id: 'pl-allen-pass',
  player: 'Josh Allen',
  player_id: 'p-allen',
  stat_type: 'passing_yards',
  line_value: 245.5,
  odds: -110,
  over_odds: -110,
  under_odds: -110,
  sportsbook: 'DraftKings',
  game_id: '2023_01_BUF_NYJ',
  season: 2023,
  week: 1,
  pulled_at: '2023-09-10T15:30:00Z',
  updated_at: '2023-09-10T15:30:00Z',
};

export const kelceReceptions: PropLine = {
  id: 'pl-kelce-rec',
  player: 'Travis Kelce',
  player_id: 'p-kelce',
  stat_type: 'receptions',
  line_value: 6.5,
  odds: 120,
  over_odds: 120,
  under_odds: null,
  sportsbook: 'FanDuel',
  game_id: null,
  pulled_at: '2023-09-07T18:00:00Z',
  updated_at: '2023-09-07T18:00:00Z',
};

/** Two named lines, then numbered receiving lines so the list spans pages. */
export function propLineList(count: number): PropLine[] {
  const rest = Array.from({ length: Math.max(0, count - 2) }, (_, i): PropLine => ({
    ...kelceReceptions,
    id: `pl-${String(i + 3)}`,
    player: `Depth Receiver ${String(i + 3)}`,
    stat_type: 'receiving_yards',
    line_value: 40.5,
  }));
  return [allenPassing, kelceReceptions, ...rest].slice(0, count);
}
