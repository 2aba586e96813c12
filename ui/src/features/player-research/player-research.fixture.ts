import { hitRates, homeAwaySplits, type PlayerResearchResponse, type ResearchGame } from '@edgeboard/domain';

const VALUES = [88, 41, 70, 62, 95, 55, 61, 74];

/** A starting subscriber's answer for a receiver: eight games this season, one missed week, no advanced part. */
export function researchAnswer(over: Partial<PlayerResearchResponse> = {}): PlayerResearchResponse {
  const line = 61.5;
  const games: ResearchGame[] = VALUES.map((value, i) => ({
    gameId: `g${String(i)}`,
    season: 2025,
    week: 9 - i,
    team: 'KC',
    opponent: 'DEN',
    home: i % 2 === 0,
    value,
    passing_yards: 0,
    passing_tds: 0,
    attempts: 0,
    completions: 0,
    interceptions: 0,
    rushing_yards: 0,
    rushing_tds: 0,
    carries: 0,
    receiving_yards: value,
    receiving_tds: 0,
    receptions: 5,
    targets: 8,
  }));
  return {
    player: { id: 'p1', name: 'Rashee Rice', position: 'WR', team: 'KC' },
    season: 2025,
    week: 10,
    statType: 'receiving_yards',
    line,
    lineSource: 'pick',
    pick: { id: 'pick-1', direction: 'over', line },
    hitRates: hitRates(VALUES, VALUES, line),
    splits: homeAwaySplits(games, line),
    games,
    missedGames: [{ season: 2025, week: 1, team: 'KC', opponent: 'LAC' }],
    advanced: null,
    advancedLocked: true,
    ...over,
  };
}

export const allStarAdvanced: PlayerResearchResponse['advanced'] = {
  projection: { opponent: 'BUF', mean: 66.2, median: 63.4, p10: 31.2, p90: 104.8 },
  usage: [{ season: 2025, week: 9, targets: 9, carries: 1, attempts: 0 }],
};
