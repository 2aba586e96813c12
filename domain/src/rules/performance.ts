import type { CategoryRecord, PerformanceRow, PerformanceSummary, StreakType } from '../entities/performance';
import type { PickResult } from '../entities/prop';
import type { Timeframe } from '../entities/queries';

const round = (x: number, decimals: number): number => {
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r; // no "-0"
};

/** `57.1%`; `0.0%` when the ratio is undefined. */
function percent(numerator: number, denominator: number): string {
  if (denominator === 0) return '0.0%';
  return `${round((numerator / denominator) * 100, 1).toFixed(1)}%`;
}

type SummaryRow = Pick<PerformanceRow, 'date' | 'type' | 'result' | 'profitLoss'>;

/**
 * Summary cards of Performance Review. One-unit stakes: ROI = profit / priced bets (a pick without a price has
 * no units). The streak counts the latest decided results (pushes neither extend nor break it). `categories`
 * is each prop type's W-L-P, alphabetical: the win-rate chart draws them, so its best bar is the Best card.
 */
export function summarizePerformance(rows: readonly SummaryRow[]): PerformanceSummary {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  let profit = 0;
  let priced = 0;
  const byType = new Map<string, { wins: number; losses: number; pushes: number }>();
  for (const row of rows) {
    if (row.profitLoss !== null) {
      profit += row.profitLoss;
      priced += 1;
    }
    const cat = byType.get(row.type) ?? { wins: 0, losses: 0, pushes: 0 };
    byType.set(row.type, cat);
    if (row.result === 'push') {
      pushes += 1;
      cat.pushes += 1;
      continue;
    }
    if (row.result === 'win') {
      wins += 1;
      cat.wins += 1;
    } else {
      losses += 1;
      cat.losses += 1;
    }
  }

  const decided = rows
    .filter((r) => r.result !== 'push')
    .map((r) => {
      const t = Date.parse(r.date);
      return { r, t: Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t };
    })
    // Newest first; Array.prototype.sort is stable, so rows with equal dates keep their given order.
    .sort((a, b) => (a.t === b.t ? 0 : b.t > a.t ? 1 : -1));
  let streakType: StreakType = 'none';
  let streakCount = 0;
  const first = decided[0];
  if (first !== undefined) {
    streakType = first.r.result as Exclude<PickResult, 'push'>;
    for (const d of decided) {
      if (d.r.result !== streakType) break;
      streakCount += 1;
    }
  }

  let best: { name: string; rate: number } | null = null;
  let worst: { name: string; rate: number } | null = null;
  for (const [name, c] of byType) {
    // A type whose picks all pushed has no rate: it is neither best nor worst (the chart shows it without a bar).
    if (c.wins + c.losses === 0) continue;
    const rate = c.wins / (c.wins + c.losses);
    if (best === null || rate > best.rate || (rate === best.rate && name < best.name)) best = { name, rate };
    if (worst === null || rate < worst.rate || (rate === worst.rate && name < worst.name))
      worst = { name, rate };
  }

  const totalBets = rows.length;
  const profitLoss = round(profit, 2);
  return {
    totalBets,
    wins,
    losses,
    pushes,
    winRate: percent(wins, wins + losses),
    roi: percent(profitLoss, priced),
    profitLoss,
    streakType,
    streakCount,
    bestCategory: best?.name ?? 'None',
    worstCategory: worst?.name ?? 'None',
    categories: [...byType.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, c]): CategoryRecord => ({ category, ...c })),
  };
}

/**
 * Performance result filter label to query value: `All Results` gives undefined; otherwise lower-cased
 * with the plural ending removed (Wins → win, Losses → loss, Pushes → push).
 */
export function resultFilterValue(label: string): string | undefined {
  const lower = label.trim().toLowerCase();
  if (lower === '' || lower.startsWith('all')) return undefined;
  if (/(?:ss|sh|ch|x)es$/.test(lower)) return lower.slice(0, -2);
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

/** Earliest instant a timeframe covers; null for all time. "This Year" is the UTC calendar year. */
export function timeframeStart(timeframe: Timeframe, now: Date): Date | null {
  const day = 24 * 60 * 60 * 1000;
  switch (timeframe) {
    case 'all':
      return null;
    case '7d':
      return new Date(now.getTime() - 7 * day);
    case '30d':
      return new Date(now.getTime() - 30 * day);
    case '90d':
      return new Date(now.getTime() - 90 * day);
    case 'year':
      return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  }
}
