import { FEED_MAX_LIMIT, type PerformanceQueryInput, type PerformanceRow } from '@edgeboard/domain';
import { dataParams, type PerformanceFilters } from './performance-filters';

/**
 * The charts read one dedicated request: the latest FEED_MAX_LIMIT (100, the API's largest page)
 * picks matching the filters, whatever page or sort the table shows.
 */
export function chartParams(f: PerformanceFilters): PerformanceQueryInput {
  return { ...dataParams(f), page: 1, limit: FEED_MAX_LIMIT, sortBy: 'date', sortOrder: 'desc' };
}

export interface CategoryRate {
  category: string;
  wins: number;
  losses: number;
  pushes: number;
  /** Wins over decided picks, 0..100; null when every pick pushed. Pushes count as in the summary cards. */
  rate: number | null;
}

export function winRateByCategory(rows: readonly Pick<PerformanceRow, 'type' | 'result'>[]): CategoryRate[] {
  const byType = new Map<string, CategoryRate>();
  for (const row of rows) {
    const c = byType.get(row.type) ?? { category: row.type, wins: 0, losses: 0, pushes: 0, rate: null };
    if (row.result === 'win') c.wins += 1;
    else if (row.result === 'loss') c.losses += 1;
    else c.pushes += 1;
    byType.set(row.type, c);
  }
  return [...byType.values()]
    .map((c) => ({ ...c, rate: c.wins + c.losses === 0 ? null : (100 * c.wins) / (c.wins + c.losses) }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

export interface ProfitPoint {
  /** UTC calendar day, YYYY-MM-DD. */
  day: string;
  dayProfit: number;
  cumulative: number;
}

const round2 = (x: number) => {
  const r = Math.round(x * 100) / 100;
  return r === 0 ? 0 : r;
};

/** Running units won or lost, one point per day with graded picks, oldest first. */
export function cumulativeProfit(
  rows: readonly Pick<PerformanceRow, 'date' | 'profitLoss'>[],
): ProfitPoint[] {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const t = Date.parse(row.date);
    if (Number.isNaN(t)) continue;
    const day = new Date(t).toISOString().slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + row.profitLoss);
  }
  let running = 0;
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, dayProfit]) => {
      running += dayProfit;
      return { day, dayProfit: round2(dayProfit), cumulative: round2(running) };
    });
}
