// Recency weighting shared by a player's features and the fit: games weigh exponentially less with age (a
// half-life in games), and older seasons are discounted on top because roles change over the offseason.
import type { GameLogRow } from './types';

export const SHORT_HALF_LIFE = 3;
export const LONG_HALF_LIFE = 10;
export const PRIOR_SEASON_DISCOUNT = 0.6;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? 0) + hi) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Weights for games listed oldest first: exponential in game age, discounted per season back. */
export function gameWeights(games: readonly GameLogRow[], season: number, halfLife: number): number[] {
  const step = Math.pow(0.5, 1 / halfLife);
  const weights = new Array<number>(games.length);
  let decay = 1;
  for (let i = games.length - 1; i >= 0; i--) {
    const back = season - (games[i]?.season ?? season);
    weights[i] =
      decay * (back <= 0 ? 1 : back === 1 ? PRIOR_SEASON_DISCOUNT : Math.pow(PRIOR_SEASON_DISCOUNT, back));
    decay *= step;
  }
  return weights;
}

export function weightedMean(values: readonly number[], weights: readonly number[]): number {
  let sw = 0;
  let sv = 0;
  values.forEach((v, i) => {
    const w = weights[i] ?? 0;
    sw += w;
    sv += w * v;
  });
  return sw > 0 ? sv / sw : 0;
}
