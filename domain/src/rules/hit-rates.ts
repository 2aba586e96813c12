// How often a player went over a line: hits out of games with a Wilson 95% interval, for the last 5, 10 and 20
// games and the season, and split home and away. A game exactly on the line (a push) counts as a game played,
// never as a hit, so a line a player often lands on reads as the coin flip it is for an over bettor.
import type { HitRate, HitRateWindow, HomeAwaySplit } from '../entities/player-research';
import { wilsonInterval } from './calibration';

export type HitCount = Omit<HitRate, 'window'>;

/** Hits over `line` among `values`, with the rate and its Wilson 95% interval (null without a game). */
export function hitCount(values: readonly number[], line: number): HitCount {
  const games = values.length;
  const hits = values.filter((v) => v > line).length;
  const pushes = values.filter((v) => v === line).length;
  const interval = wilsonInterval(hits, games);
  return {
    hits,
    games,
    pushes,
    rate: games === 0 ? null : hits / games,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
  };
}

const LAST: Record<Exclude<HitRateWindow, 'season'>, number> = { L5: 5, L10: 10, L20: 20 };

/**
 * The four windows of the research page. `recent` is every earlier game, newest first (the L-windows may reach
 * into last season); `season` the current season's games only.
 */
export function hitRates(recent: readonly number[], season: readonly number[], line: number): HitRate[] {
  const windows = (Object.keys(LAST) as (keyof typeof LAST)[]).map((window) => ({
    window,
    ...hitCount(recent.slice(0, LAST[window]), line),
  }));
  return [...windows, { window: 'season' as const, ...hitCount(season, line) }];
}

/** The middle value (mean of the two middle ones for an even count); null without a value. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function split(values: readonly number[], line: number): HomeAwaySplit {
  return {
    games: values.length,
    average: values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length,
    hitRate: hitCount(values, line),
  };
}

/** Home and away games (games whose venue is unknown are in neither). */
export function homeAwaySplits(
  games: readonly { home: boolean | null; value: number }[],
  line: number,
): { home: HomeAwaySplit; away: HomeAwaySplit } {
  return {
    home: split(
      games.filter((g) => g.home === true).map((g) => g.value),
      line,
    ),
    away: split(
      games.filter((g) => g.home === false).map((g) => g.value),
      line,
    ),
  };
}

/** "7/10 (70.0%, 95% CI 39.7–89.2%)": never a bare percentage. "No games" without one. */
export function formatHitRate(h: Pick<HitRate, 'hits' | 'games' | 'rate' | 'low' | 'high'>): string {
  if (h.games === 0 || h.rate === null || h.low === null || h.high === null) return 'No games';
  const pct = (x: number) => (x * 100).toFixed(1);
  return `${String(h.hits)}/${String(h.games)} (${pct(h.rate)}%, 95% CI ${pct(h.low)}–${pct(h.high)}%)`;
}
