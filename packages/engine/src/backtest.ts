import { buildSamples, fitFromSamples } from './fit';
import type { History } from './history';
import { brierScore, expectedCalibrationError, forecastScores, type ForecastScores } from './metrics';
import { scoreFeatures } from './score';
import { ENGINE_STAT_TYPES } from './types';
import type { EngineModel, EngineStatType } from './types';

export const BACKTEST_BANDS = [
  { band: '50-59', min: 50, max: 59 },
  { band: '60-69', min: 60, max: 69 },
  { band: '70-79', min: 70, max: 79 },
  { band: '80-100', min: 80, max: 100 },
] as const;

export interface BacktestOptions {
  season: number;
}

export interface BandResult {
  band: string;
  n: number;
  hitRate: number;
}

export interface StatBreakdown {
  statType: EngineStatType;
  picks: number;
  brier: number;
  baselineBrier: number;
  hitRate: number;
  calibration: 'isotonic' | 'identity';
  trainingProps: number;
}

export interface BacktestReport {
  season: number;
  trainSeasons: number[];
  picks: number;
  brier: number;
  logLoss: number;
  ece: number;
  hitRate: number;
  baseline: ForecastScores;
  bands: BandResult[];
  byStat: StatBreakdown[];
  model: EngineModel;
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

/**
 * Replays one season walk-forward against the market proxy: the model (projection coefficients and
 * calibration) is fitted on every earlier season present, and each prop's features read only games
 * before its week. The baseline predicts each stat type's over rate in those earlier seasons.
 */
export function runBacktest(history: History, options: BacktestOptions): BacktestReport {
  const { season } = options;
  const trainSeasons = history.seasons.filter((s) => s < season);
  const samples = buildSamples(history, [...trainSeasons, season]);
  const model = fitFromSamples(samples, trainSeasons);

  const pOver: number[] = [];
  const over: number[] = [];
  const base: number[] = [];
  const win: number[] = [];
  const winProb: number[] = [];
  const edge: number[] = [];
  const stat: EngineStatType[] = [];
  for (const s of samples) {
    if (s.prop.season !== season || s.prop.actual === s.prop.line) continue;
    const score = scoreFeatures(s.features, s.prop.statType, s.prop.line, model);
    const y = s.prop.actual > s.prop.line ? 1 : 0;
    pOver.push(score.pOverCalibrated);
    over.push(y);
    base.push(model.stats[s.prop.statType].baselineOverRate ?? 0.5);
    win.push((score.call === 'over') === (y === 1) ? 1 : 0);
    winProb.push(score.winProbability);
    edge.push(score.edgeScore);
    stat.push(s.prop.statType);
  }
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const bands = BACKTEST_BANDS.map(({ band, min, max }) => {
    const idx = edge.map((e, i) => (e >= min && e <= max ? i : -1)).filter((i) => i >= 0);
    return { band, n: idx.length, hitRate: ratio(sum(idx.map((i) => win[i] ?? 0)), idx.length) };
  });
  const byStat = ENGINE_STAT_TYPES.map((statType) => {
    const idx = stat.map((s, i) => (s === statType ? i : -1)).filter((i) => i >= 0);
    const pick = (xs: readonly number[]) => idx.map((i) => xs[i] ?? 0);
    const m = model.stats[statType];
    return {
      statType,
      picks: idx.length,
      brier: brierScore(pick(pOver), pick(over)),
      baselineBrier: brierScore(pick(base), pick(over)),
      hitRate: ratio(sum(pick(win)), idx.length),
      calibration: m.calibration.kind,
      trainingProps: m.trainingProps,
    };
  });
  return {
    season,
    trainSeasons,
    picks: pOver.length,
    ...forecastScores(pOver, over),
    ece: expectedCalibrationError(winProb, win),
    hitRate: ratio(sum(win), win.length),
    baseline: forecastScores(base, over),
    bands,
    byStat,
    model,
  };
}
