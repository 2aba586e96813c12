import type { Calibration, IsotonicCalibration } from './types';

/** Calibrated probabilities stay inside this band: a 0 or 1 would make one wrong pick cost infinite log loss. */
export const PROBABILITY_FLOOR = 0.01;

/**
 * Isotonic regression (pool adjacent violators) of outcomes on raw probabilities. Knots sit at each
 * pooled block's mean raw probability; between knots the map is linear, so it stays monotone but
 * does not collapse distinct raw probabilities into a few steps.
 */
export function fitIsotonic(
  raw: readonly number[],
  outcomes: readonly number[],
  minBlock = 0,
): IsotonicCalibration {
  const order = raw.map((_, i) => i).sort((a, b) => (raw[a] ?? 0) - (raw[b] ?? 0));
  const blocksX: number[] = [];
  const blocksY: number[] = [];
  const blocksW: number[] = [];
  for (const i of order) {
    blocksX.push(raw[i] ?? 0);
    blocksY.push(outcomes[i] ?? 0);
    blocksW.push(1);
    while (blocksY.length > 1) {
      const n = blocksY.length;
      const yPrev = blocksY[n - 2] ?? 0;
      const yLast = blocksY[n - 1] ?? 0;
      if (yPrev < yLast) break;
      const wPrev = blocksW[n - 2] ?? 0;
      const wLast = blocksW[n - 1] ?? 0;
      const w = wPrev + wLast;
      blocksX[n - 2] = ((blocksX[n - 2] ?? 0) * wPrev + (blocksX[n - 1] ?? 0) * wLast) / w;
      blocksY[n - 2] = (yPrev * wPrev + yLast * wLast) / w;
      blocksW[n - 2] = w;
      blocksX.pop();
      blocksY.pop();
      blocksW.pop();
    }
  }
  // Thin blocks (typically the extreme ends) are merged into a neighbour: a weighted average of two
  // adjacent monotone blocks stays between them, so the map stays monotone but stops trusting a
  // handful of props for its most confident probabilities.
  for (;;) {
    let thinnest = -1;
    for (let i = 0; i < blocksW.length; i++) {
      if ((blocksW[i] ?? 0) < minBlock && (thinnest < 0 || (blocksW[i] ?? 0) < (blocksW[thinnest] ?? 0)))
        thinnest = i;
    }
    if (thinnest < 0 || blocksW.length < 2) break;
    const left = thinnest - 1;
    const right = thinnest + 1;
    const other =
      left < 0
        ? right
        : right >= blocksW.length
          ? left
          : (blocksW[left] ?? 0) <= (blocksW[right] ?? 0)
            ? left
            : right;
    const a = Math.min(thinnest, other);
    const wa = blocksW[a] ?? 0;
    const wb = blocksW[a + 1] ?? 0;
    const w = wa + wb;
    blocksX[a] = ((blocksX[a] ?? 0) * wa + (blocksX[a + 1] ?? 0) * wb) / w;
    blocksY[a] = ((blocksY[a] ?? 0) * wa + (blocksY[a + 1] ?? 0) * wb) / w;
    blocksW[a] = w;
    blocksX.splice(a + 1, 1);
    blocksY.splice(a + 1, 1);
    blocksW.splice(a + 1, 1);
  }
  return {
    kind: 'isotonic',
    x: blocksX.map((v) => round6(v)),
    y: blocksY.map((v) => round6(clampProbability(v))),
  };
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

export function clampProbability(p: number): number {
  return Math.min(1 - PROBABILITY_FLOOR, Math.max(PROBABILITY_FLOOR, p));
}

/** Maps a raw P(over) through the calibration; monotone non-decreasing in `p`. */
export function applyCalibration(calibration: Calibration, p: number): number {
  if (calibration.kind === 'identity') return clampProbability(p);
  const { x, y } = calibration;
  const n = x.length;
  const first = y[0];
  const last = y[n - 1];
  if (first === undefined || last === undefined) return clampProbability(p);
  // Beyond the outermost knots there are no training props to speak for; rather than flatten every
  // more extreme raw probability onto the end block, keep following the raw model one-for-one.
  if (p <= (x[0] ?? 0)) return clampProbability(Math.min(first, first + (p - (x[0] ?? 0))));
  if (p >= (x[n - 1] ?? 1)) return clampProbability(Math.max(last, last + (p - (x[n - 1] ?? 1))));
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if ((x[mid] ?? 0) <= p) lo = mid;
    else hi = mid;
  }
  const x0 = x[lo] ?? 0;
  const x1 = x[hi] ?? 1;
  const y0 = y[lo] ?? first;
  const y1 = y[hi] ?? last;
  return x1 > x0 ? y0 + ((p - x0) / (x1 - x0)) * (y1 - y0) : y1;
}

/** Pairs raw P(over) with the over/under outcome, dropping pushes (a whole-number line hit exactly). */
export function calibrationSamples(rows: readonly { p: number; line: number; actual: number }[]): {
  raw: number[];
  outcomes: number[];
} {
  const raw: number[] = [];
  const outcomes: number[] = [];
  for (const r of rows) {
    if (r.actual === r.line) continue;
    raw.push(r.p);
    outcomes.push(r.actual > r.line ? 1 : 0);
  }
  return { raw, outcomes };
}
