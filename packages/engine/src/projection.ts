import { countPOver, gammaPOver } from './distributions';
import { meanFeatureVector } from './features';
import type { PropFeatures } from './features';
import { isCountStat } from './stat-value';
import type { EngineStatType, StatModel } from './types';

export interface Projection {
  mean: number;
  variance: number;
  sd: number;
}

/** Smallest mean the engine projects: a count stat can be rare but a projection of 0 would make P(over) exactly 0. */
const MEAN_FLOOR: Record<EngineStatType, number> = {
  passing_yards: 1,
  rushing_yards: 1,
  receiving_yards: 1,
  receptions: 0.1,
  passing_tds: 0.05,
  touchdowns: 0.02,
};

/** The projected mean from a design row (1, then the mean features), floored. */
export function projectedMean(
  row: ArrayLike<number>,
  coefficients: readonly number[],
  statType: EngineStatType,
): number {
  let mean = 0;
  for (let i = 0; i < row.length; i++) mean += (coefficients[i] ?? 0) * (row[i] ?? 0);
  return Math.max(MEAN_FLOOR[statType], mean);
}

/** The variance regression's inputs for one prop. */
export function varianceRow(mean: number, playerVariance: number): [number, number, number, number] {
  return [1, mean, mean * mean, playerVariance];
}

export function project(features: PropFeatures, model: StatModel, statType: EngineStatType): Projection {
  const mean = projectedMean([1, ...meanFeatureVector(features)], model.meanCoefficients, statType);
  return projectWithMean(mean, features.playerVariance, model, statType);
}

export function projectWithMean(
  mean: number,
  playerVariance: number,
  model: Pick<StatModel, 'varianceCoefficients'>,
  statType: EngineStatType,
): Projection {
  const [v0, v1, v2, v3] = model.varianceCoefficients;
  let variance = v0 + v1 * mean + v2 * mean * mean + v3 * playerVariance;
  // Guards against a degenerate spread (a player with a few identical games): NFL box scores never show
  // counts at half a Poisson's variance or yardage under a 15% coefficient of variation.
  const floor = isCountStat(statType) ? mean * 0.5 : Math.max(1, 0.0225 * mean * mean);
  variance = Math.max(floor, variance);
  return { mean, variance, sd: Math.sqrt(variance) };
}

/** Yards a shifted gamma allows below zero: rushing and receiving lines can go negative, passing hardly. */
export const GAMMA_SHIFT: Record<EngineStatType, number> = {
  passing_yards: 0,
  rushing_yards: 10,
  receiving_yards: 0,
  receptions: 0,
  passing_tds: 0,
  touchdowns: 0,
};

/** Raw P(stat > line) from the fitted distribution: negative binomial / Poisson for counts, shifted gamma for yards. */
export function rawPOver(statType: EngineStatType, projection: Projection, line: number): number {
  return isCountStat(statType)
    ? countPOver(projection.mean, projection.variance, line)
    : gammaPOver(projection.mean, projection.variance, line, GAMMA_SHIFT[statType]);
}
