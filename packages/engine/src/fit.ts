import { calibrationSamples, fitIsotonic } from './calibration';
import { MEAN_FEATURES, meanFeatureVector, statFeatures } from './features';
import type { PropFeatures } from './features';
import { playerWeek } from './player-week';
import type { PlayerWeek } from './player-week';
import type { History } from './history';
import { accumulate, emptyNormalEquations, solveRidge, subtract } from './linear';
import type { NormalEquations } from './linear';
import { marketProxyProps, PROXY_MIN_GAMES } from './market-proxy';
import type { MarketProp } from './market-proxy';
import { projectedMean, projectWithMean, rawPOver, varianceRow } from './projection';
import { ENGINE_STAT_TYPES } from './types';
import type { EngineModel, EngineStatType, FitOptions, StatModel } from './types';

/** A market-proxy prop with its walk-forward features (computed from games before its week only). */
export interface Sample {
  prop: MarketProp;
  features: PropFeatures;
}

/** Below this many training props a stat type keeps the prior coefficients: a fit would be noise. */
const MIN_FIT_PROPS = 300;

export function buildSamples(history: History, seasons: readonly number[]): Sample[] {
  const samples: Sample[] = [];
  // Market props arrive grouped by player-week, so each week's shared context is built once.
  let context: PlayerWeek | null = null;
  let contextId = '';
  for (const prop of marketProxyProps(history, seasons)) {
    const id = `${prop.playerId}|${prop.season}|${prop.week}`;
    if (id !== contextId) {
      contextId = id;
      context = playerWeek(history, prop.playerId, prop.season, prop.week, PROXY_MIN_GAMES);
    }
    if (context)
      samples.push({ prop, features: statFeatures(history, context, prop.statType, prop.opponent) });
  }
  return samples;
}

/** The unfitted model: a blend of short and long exponentially weighted means, raw probabilities uncalibrated. */
export function priorStatModel(): StatModel {
  return {
    meanFeatures: [...MEAN_FEATURES],
    // Intercept, then half weight on each of the short and long EWMA, nothing on the rest.
    meanCoefficients: [
      0,
      ...MEAN_FEATURES.map((name) => (name === 'ewmaShort' || name === 'ewmaLong' ? 0.5 : 0)),
    ],
    varianceCoefficients: [0, 0, 0, 1],
    calibration: { kind: 'identity' },
    trainingProps: 0,
    baselineOverRate: null,
  };
}

/** The prior's coefficients are worth this many training props: small samples stay near the EWMA blend. */
const PRIOR_WEIGHT_PROPS = 100;
/** Calibration learns from out-of-fold probabilities: the projection that produced them never saw those props. */
const CALIBRATION_FOLDS = 5;
/** No isotonic step rests on fewer props than this (or 1% of the training props, if more). */
const MIN_CALIBRATION_BLOCK = 40;

type ProjectionFit = Pick<StatModel, 'meanCoefficients' | 'varianceCoefficients'>;

function fold(sample: Sample): number {
  return sample.prop.week % CALIBRATION_FOLDS;
}

/**
 * Fits every stat type's projection on all its training props and, for calibration, once per fold
 * without that fold. Normal equations are additive, so each fold's mean model comes from the totals
 * minus the fold's own sums instead of a fresh pass over the data.
 */
function fitStat(statType: EngineStatType, samples: readonly Sample[]): StatModel {
  const prior = priorStatModel();
  if (samples.length < MIN_FIT_PROPS) return prior;
  const rows = samples.map((s) => Float64Array.from([1, ...meanFeatureVector(s.features)]));
  const size = rows[0]?.length ?? 1;
  const folds = samples.map(fold);
  const perFold = Array.from({ length: CALIBRATION_FOLDS }, () => emptyNormalEquations(size));
  const total = emptyNormalEquations(size);
  rows.forEach((x, i) => {
    const y = samples[i]?.prop.actual ?? 0;
    accumulate(total, x, y);
    const eq = perFold[folds[i] ?? 0];
    if (eq) accumulate(eq, x, y);
  });

  const fitProjection = (meanEq: NormalEquations, include: (i: number) => boolean): ProjectionFit => {
    const ridge = PRIOR_WEIGHT_PROPS / Math.max(1, meanEq.rows);
    const meanCoefficients = solveRidge(meanEq, ridge, prior.meanCoefficients) ?? prior.meanCoefficients;
    const varianceEq = emptyNormalEquations(4);
    rows.forEach((x, i) => {
      if (!include(i)) return;
      const s = samples[i];
      if (!s) return;
      const mu = projectedMean(x, meanCoefficients, statType);
      accumulate(varianceEq, varianceRow(mu, s.features.playerVariance), (s.prop.actual - mu) ** 2);
    });
    const v = solveRidge(varianceEq, ridge, prior.varianceCoefficients);
    const varianceCoefficients: [number, number, number, number] = v
      ? [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0]
      : prior.varianceCoefficients;
    return { meanCoefficients, varianceCoefficients };
  };

  const fitted: StatModel = { ...prior, ...fitProjection(total, () => true) };
  const scored: { p: number; line: number; actual: number }[] = [];
  perFold.forEach((foldEq, k) => {
    if (foldEq.rows === 0) return;
    const foldModel = fitProjection(subtract(total, foldEq), (i) => folds[i] !== k);
    rows.forEach((x, i) => {
      const s = samples[i];
      if (folds[i] !== k || !s) return;
      const mean = projectedMean(x, foldModel.meanCoefficients, statType);
      const projection = projectWithMean(mean, s.features.playerVariance, foldModel, statType);
      scored.push({
        p: rawPOver(statType, projection, s.prop.line),
        line: s.prop.line,
        actual: s.prop.actual,
      });
    });
  });
  const { raw, outcomes } = calibrationSamples(scored);
  const overRate = outcomes.reduce((a, b) => a + b, 0) / Math.max(1, outcomes.length);
  return {
    ...fitted,
    calibration: fitIsotonic(
      raw,
      outcomes,
      Math.max(MIN_CALIBRATION_BLOCK, Math.round(outcomes.length / 100)),
    ),
    trainingProps: samples.length,
    baselineOverRate: Math.round(overRate * 1e6) / 1e6,
  };
}

/** Fits projection, variance and calibration per stat type on samples from the training seasons only. */
export function fitFromSamples(samples: readonly Sample[], trainSeasons: readonly number[]): EngineModel {
  const train = new Set(trainSeasons);
  const byStat = new Map<EngineStatType, Sample[]>();
  for (const s of samples) {
    if (!train.has(s.prop.season)) continue;
    const list = byStat.get(s.prop.statType);
    if (list) list.push(s);
    else byStat.set(s.prop.statType, [s]);
  }
  const stats = Object.fromEntries(
    ENGINE_STAT_TYPES.map((statType) => [statType, fitStat(statType, byStat.get(statType) ?? [])]),
  ) as Record<EngineStatType, StatModel>;
  return { version: 1, trainSeasons: [...trainSeasons].sort((a, b) => a - b), stats };
}

/**
 * Fits the model on the market-proxy props of `trainSeasons`. Each prop's features use only games
 * before its week, so the probabilities the calibration learns from are produced walk-forward.
 */
export function fitModel(history: History, options: FitOptions): EngineModel {
  return fitFromSamples(buildSamples(history, options.trainSeasons), options.trainSeasons);
}
