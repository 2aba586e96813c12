import { describe, expect, it } from 'vitest';
import { PerformanceQuery, RESULT_FILTER_LABELS } from '@edgeboard/domain';
import { chartParams, cumulativeProfit, winRateByCategory } from './chart-data';
import { changeFilters, dataParams, DEFAULT_FILTERS, summaryParams } from './performance-filters';
import { rowsFixture } from './performance.fixture';

describe('performance filters', () => {
  it('resets to page 1 on every change', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { sortOrder: 'asc' }).page).toBe(1);
    expect(changeFilters(onPage3, { propType: 'player_yards' })).toEqual({
      ...DEFAULT_FILTERS,
      propType: 'player_yards',
      page: 1,
    });
  });

  it('maps result labels to the API values, and every query passes the API schema', () => {
    const values = RESULT_FILTER_LABELS.map((result) => dataParams({ ...DEFAULT_FILTERS, result }).result);
    expect(values).toEqual([undefined, 'win', 'loss', 'push']);
    for (const result of RESULT_FILTER_LABELS) {
      const f = { ...DEFAULT_FILTERS, result, sport: 'NFL' as const, timeframe: '7d' as const, page: 2 };
      expect(PerformanceQuery.safeParse(dataParams(f)).success).toBe(true);
      expect(PerformanceQuery.safeParse(chartParams(f)).success).toBe(true);
    }
    // Plays by default, and always named: the API's own default differs between the summary and the table.
    expect(summaryParams(DEFAULT_FILTERS)).toEqual({ view: 'plays' });
    expect(dataParams({ ...DEFAULT_FILTERS, view: 'all' })).toMatchObject({ view: 'all' });
    expect(chartParams({ ...DEFAULT_FILTERS, page: 4 })).toMatchObject({ page: 1, limit: 100 });
  });

  it('computes win rate by category and cumulative units by day', () => {
    expect(
      winRateByCategory([
        { category: 'Rushing Yards', wins: 0, losses: 1, pushes: 0 },
        { category: 'Passing Yards', wins: 1, losses: 0, pushes: 0 },
        { category: 'Receptions', wins: 0, losses: 0, pushes: 1 },
      ]).map((c) => [c.category, c.rate]),
    ).toEqual([
      ['Passing Yards', 100],
      ['Receptions', null],
      ['Rushing Yards', 0],
    ]);
    expect(cumulativeProfit(rowsFixture, 'UTC')).toEqual([
      { day: '2025-09-28', dayProfit: 0, cumulative: 0 },
      { day: '2025-10-05', dayProfit: -0.09, cumulative: -0.09 },
    ]);
  });

  it('puts each day’s units on the reader’s calendar day, and leaves unpriced picks out', () => {
    // Thursday 8:15 PM Eastern is Friday 00:15 UTC.
    const thursdayNight = { date: '2025-10-03T00:15:00.000Z', profitLoss: 0.91 };
    expect(cumulativeProfit([thursdayNight], 'America/New_York')[0]?.day).toBe('2025-10-02');
    expect(cumulativeProfit([thursdayNight], 'UTC')[0]?.day).toBe('2025-10-03');
    expect(cumulativeProfit([{ ...thursdayNight, profitLoss: null }], 'UTC')).toEqual([]);
  });
});
