import type { DefenseResponse } from '@edgeboard/domain';

/** Three defences against wide receivers' receiving yards, and the league average. */
export const defenseFixture: DefenseResponse = {
  season: 2025,
  window: 4,
  asOf: '2025-10-12T15:00:00.000Z',
  rows: [
    {
      team: 'BUF',
      position: 'WR',
      statType: 'receiving_yards',
      games: 5,
      seasonAvg: 150.2,
      seasonRank: 2,
      recentAvg: 170,
      recentRank: 3,
    },
    {
      team: 'DEN',
      position: 'WR',
      statType: 'receiving_yards',
      games: 5,
      seasonAvg: 120,
      seasonRank: 1,
      recentAvg: 110.5,
      recentRank: 1,
    },
    {
      team: 'KC',
      position: 'WR',
      statType: 'receiving_yards',
      games: 5,
      seasonAvg: 180.4,
      seasonRank: 3,
      recentAvg: 160,
      recentRank: 2,
    },
    {
      team: 'KC',
      position: 'WR',
      statType: 'receptions',
      games: 5,
      seasonAvg: 14,
      seasonRank: 1,
      recentAvg: 13,
      recentRank: 1,
    },
  ],
  league: [
    { position: 'WR', statType: 'receiving_yards', seasonAvg: 150.2, recentAvg: 146.83 },
    { position: 'WR', statType: 'receptions', seasonAvg: 14, recentAvg: 13 },
  ],
};
