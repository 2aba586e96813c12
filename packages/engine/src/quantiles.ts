// Percentiles of the predictive distribution predictProp prices with (negative binomial / Poisson for counts,
// shifted gamma for yards, from rawPOver), for the research page's median and p10-p90 range. Found by bisection
// on P(X > x): the distribution functions are monotone, so no closed-form inverse is needed.
import type { Projection } from './projection';
import { rawPOver } from './projection';
import { isCountStat } from './stat-value';
import type { EngineStatType } from './types';

/** The smallest x with P(X <= x) >= q: an integer for count stats, yards to 0.1 otherwise. */
export function projectionQuantile(
  statType: EngineStatType,
  projection: Pick<Projection, 'mean' | 'sd'>,
  q: number,
): number {
  const full: Projection = { ...projection, variance: projection.sd * projection.sd };
  const cdf = (x: number) => 1 - rawPOver(statType, full, x);
  if (isCountStat(statType)) {
    let k = 0;
    // Counts in one game stay small (a few TDs, under 20 receptions); the cap only guards a broken input.
    while (cdf(k) < q && k < 1000) k++;
    return k;
  }
  let lo = -50;
  let hi = Math.max(10, full.mean + 20 * full.sd);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) >= q) hi = mid;
    else lo = mid;
  }
  return Math.round(hi * 10) / 10;
}

/** Median and the 10th-90th percentile range of a projection. */
export function projectionRange(
  statType: EngineStatType,
  projection: Pick<Projection, 'mean' | 'sd'>,
): { p10: number; median: number; p90: number } {
  return {
    p10: projectionQuantile(statType, projection, 0.1),
    median: projectionQuantile(statType, projection, 0.5),
    p90: projectionQuantile(statType, projection, 0.9),
  };
}
