// Public API of @edgeboard/engine. The CSV parser lives at '@edgeboard/engine/nflverse'.
export { ENGINE_STAT_TYPES } from './types';
export type {
  Calibration,
  EngineModel,
  EngineStatType,
  FitOptions,
  GameLogRow,
  Grade,
  GradeInput,
  GradeResult,
  PickCall,
  Prediction,
  PropAnalysis,
  PropInput,
  StatModel,
} from './types';
export { buildHistory, MIN_HISTORY_GAMES } from './history';
export type { History } from './history';
export { statValue } from './stat-value';
export { predictProp } from './predict';
export { gradePick } from './grading';
export { fitModel } from './fit';
export { loadDefaultModel } from './default-model';
export { marketProxyEligible, marketProxyProps } from './market-proxy';
export type { MarketProp } from './market-proxy';
export { runBacktest, BACKTEST_BANDS } from './backtest';
export type { BacktestReport, BacktestOptions } from './backtest';
