import {
  FEED_MAX_LIMIT,
  type CategoryRecord,
  type PerformanceQueryInput,
  type PerformanceRow,
} from '@edgeboard/domain';
import { dataParams, type PerformanceFilters } from './performance-filters';

/**
 * The profit chart reads one dedicated request: the latest FEED_MAX_LIMIT (100, the API's largest page)
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

/**
 * The win-rate chart's bars from the summary's categories: the same picks as the Best and Worst cards (every
 * pick matching the filters and view), so the chart's highest bar is the Best card's type.
 */
export function winRateByCategory(categories: readonly CategoryRecord[]): CategoryRate[] {
  return categories
    .map((c) => ({ ...c, rate: c.wins + c.losses === 0 ? null : (100 * c.wins) / (c.wins + c.losses) }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

export interface ProfitPoint {
  /** The reader's calendar day, YYYY-MM-DD (a Thursday 8:15 PM Eastern game is Thursday's in New York). */
  day: string;
  dayProfit: number;
  cumulative: number;
}

const round2 = (x: number) => {
  const r = Math.round(x * 100) / 100;
  return r === 0 ? 0 : r;
};

/** YYYY-MM-DD of an instant in the reader's time zone (or `timeZone`). */
export function localDay(t: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).formatToParts(new Date(t));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Running units won or lost, one point per day with priced graded picks, oldest first; days are the reader's. */
export function cumulativeProfit(
  rows: readonly Pick<PerformanceRow, 'date' | 'profitLoss'>[],
  timeZone?: string,
): ProfitPoint[] {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const t = Date.parse(row.date);
    // A pick without a price has no units to add.
    if (Number.isNaN(t) || row.profitLoss === null) continue;
    const day = localDay(t, timeZone);
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
