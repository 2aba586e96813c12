import type {
  CalibrationBand,
  CalibrationResponse,
  PerformanceDataResponse,
  PerformanceRow,
  PerformanceSummary,
} from '@edgeboard/domain';

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
  categories: [
    { category: 'Passing Yards', wins: 8, losses: 2, pushes: 1 },
    { category: 'Receptions', wins: 2, losses: 4, pushes: 1 },
    { category: 'Rushing Yards', wins: 4, losses: 3, pushes: 0 },
  ],
  headline: {
    graded: 25,
    wins: 14,
    losses: 9,
    pushes: 2,
    winRate: { value: 0.6087, n: 23, low: 0.4079, high: 0.7784 },
    roi: { value: 0.112, n: 25, low: -0.27, high: 0.494 },
    units: { value: 2.8, n: 25, low: -6.75, high: 12.35 },
    unpriced: 0,
    clv: null,
  },
};

export function dataPage(page: number, limit: number, totalItems: number): PerformanceDataResponse {
  return {
    data: rowsFixture,
    meta: { page, pageSize: limit, totalItems, totalPages: Math.ceil(totalItems / limit) },
  };
}

/** 25 graded picks (14-9-2, as the summary fixture), banded by Edge Score. */
/** A calibration band with no picks unless `b` says otherwise. */
export const calibrationBand = (
  b: Partial<CalibrationBand> & Pick<CalibrationBand, 'band' | 'from' | 'to'>,
): CalibrationBand => ({
  picks: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  promised: null,
  actual: null,
  ...b,
});

export const calibrationFixture: CalibrationResponse = {
  bands: [
    { band: '50-59', from: 50, to: 59, picks: 6, wins: 3, losses: 3, pushes: 0, promised: 0.56, actual: 0.5 },
    {
      band: '60-69',
      from: 60,
      to: 69,
      picks: 9,
      wins: 5,
      losses: 3,
      pushes: 1,
      promised: 0.645,
      actual: 0.625,
    },
    {
      band: '70-79',
      from: 70,
      to: 79,
      picks: 7,
      wins: 4,
      losses: 2,
      pushes: 1,
      promised: 0.735,
      actual: 2 / 3,
    },
    {
      band: '80-89',
      from: 80,
      to: 89,
      picks: 3,
      wins: 2,
      losses: 1,
      pushes: 0,
      promised: 0.83,
      actual: 2 / 3,
    },
    calibrationBand({ band: '90-100', from: 90, to: 100 }),
  ],
};
