import type { PerformanceDataResponse, PerformanceRow, PerformanceSummary } from '@edgeboard/domain';

export const rowsFixture: PerformanceRow[] = [
  {
    id: 'c1d2e3f4-0000-4000-8000-000000000001',
    date: '2025-10-05T17:00:00.000Z',
    matchup: 'NE @ BUF',
    description: 'Josh Allen Over 245.5 Passing Yards',
    type: 'Passing Yards',
    confidence: 82,
    result: 'win',
    profitLoss: 0.91,
  },
  {
    id: 'c1d2e3f4-0000-4000-8000-000000000002',
    date: '2025-10-05T20:25:00.000Z',
    matchup: 'DAL @ PHI',
    description: 'Saquon Barkley Under 88.5 Rushing Yards',
    type: 'Rushing Yards',
    confidence: 64,
    result: 'loss',
    profitLoss: -1,
  },
  {
    id: 'c1d2e3f4-0000-4000-8000-000000000003',
    date: '2025-09-28T17:00:00.000Z',
    matchup: 'MIA @ NYJ',
    description: 'Garrett Wilson Over 5.5 Receptions',
    type: 'Receptions',
    confidence: 71,
    result: 'push',
    profitLoss: 0,
  },
];

export const summaryFixture: PerformanceSummary = {
  totalBets: 25,
  wins: 14,
  losses: 9,
  pushes: 2,
  winRate: '60.9%',
  roi: '11.2%',
  profitLoss: 2.8,
  streakType: 'win',
  streakCount: 3,
  bestCategory: 'Passing Yards',
  worstCategory: 'Receptions',
};

export function dataPage(page: number, limit: number, totalItems: number): PerformanceDataResponse {
  return {
    data: rowsFixture,
    meta: { page, pageSize: limit, totalItems, totalPages: Math.ceil(totalItems / limit) },
  };
}
