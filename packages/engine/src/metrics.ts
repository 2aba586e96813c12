/** Scoring rules for probability forecasts of binary outcomes (1 = happened). */

const LOG_EPSILON = 1e-6;

export function brierScore(p: readonly number[], y: readonly number[]): number {
  if (p.length === 0) return 0;
  let s = 0;
  p.forEach((pi, i) => {
    s += (pi - (y[i] ?? 0)) ** 2;
  });
  return s / p.length;
}

export function logLoss(p: readonly number[], y: readonly number[]): number {
  if (p.length === 0) return 0;
  let s = 0;
  p.forEach((pi, i) => {
    const q = Math.min(1 - LOG_EPSILON, Math.max(LOG_EPSILON, pi));
    s -= (y[i] ?? 0) === 1 ? Math.log(q) : Math.log(1 - q);
  });
  return s / p.length;
}

/** Both proper scores of a set of forecasts: what every backtest reports for the engine and what it is compared with. */
export interface ForecastScores {
  brier: number;
  logLoss: number;
}

export function forecastScores(p: readonly number[], y: readonly number[]): ForecastScores {
  return { brier: brierScore(p, y), logLoss: logLoss(p, y) };
}

/** Expected calibration error over `bins` equal-width bins of [0, 1]: sample-weighted |mean forecast - hit rate|. */
export function expectedCalibrationError(p: readonly number[], y: readonly number[], bins = 10): number {
  if (p.length === 0) return 0;
  const sumP = new Array<number>(bins).fill(0);
  const sumY = new Array<number>(bins).fill(0);
  const count = new Array<number>(bins).fill(0);
  p.forEach((pi, i) => {
    const b = Math.min(bins - 1, Math.max(0, Math.floor(pi * bins)));
    sumP[b] = (sumP[b] ?? 0) + pi;
    sumY[b] = (sumY[b] ?? 0) + (y[i] ?? 0);
    count[b] = (count[b] ?? 0) + 1;
  });
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const n = count[b] ?? 0;
    if (n === 0) continue;
    ece += (n / p.length) * Math.abs((sumP[b] ?? 0) / n - (sumY[b] ?? 0) / n);
  }
  return ece;
}
