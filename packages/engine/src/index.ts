// Public API of @edgeboard/engine. The CSV parser lives at '@edgeboard/engine/nflverse'.
export { ENGINE_STAT_TYPES } from './types';
export type {
  Calibration,
  EngineModel,
  EngineStatType,
  FitOptions,
  GameLogRow,
  GameLogStats,
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
export { emptyGameLogStats, toGameLogRow } from './game-log-row';
export type { History } from './history';
export { statValue } from './stat-value';
export { predictProp, propShape } from './predict';
export { priceLadder, publishedDistribution } from './price-ladder';
export { anchorDistribution, curvePOver } from './market/anchored';
export type { PropShape } from './market/anchored';
export type { LadderPoint } from './price-ladder';
export { priceAcrossLines } from './best-across-lines';
export { projectionQuantile, projectionRange } from './quantiles';
export type { MarketInput } from './predict';
export { gradePick } from './grading';
export { fitModel } from './fit';
export { loadDefaultModel } from './default-model';
export { marketProxyEligible, marketProxyLine, marketProxyProps, PROXY_WINDOW } from './market-proxy';
export type { MarketProp } from './market-proxy';
export { runBacktest, BACKTEST_BANDS } from './backtest';
export type { BacktestReport, BacktestOptions } from './backtest';
export { americanToDecimal, expectedValue, impliedProbability, noVig } from '@edgeboard/domain';
export {
  combine,
  fitBlend,
  BlendTracker,
  MARKET_ONLY,
  BLEND_PRIOR_PROPS,
  BLEND_GATE_NATS,
} from './market/blend';
export type { MarketBlend, BlendSample } from './market/blend';
export {
  bookQuote,
  priceMarket,
  postedQuote,
  consensusLine,
  ANYTIME_TD_FACTOR,
  ANYTIME_TD_HOLD,
  anytimeFair,
  fairOneSided,
  THIN_HISTORY_GAMES,
  DEFAULT_LINE_FRESHNESS_MS,
} from './market/price';
export type { BookQuote, MarketPrice, MarketPricing, PriceInput } from './market/price';
export { LINES_COLUMNS, parseLinesCsv } from './market/lines-file';
export { bestSingleFactor, fairGame, fitExponent, gameExponent } from './market/one-sided-hold';
export type { OneSidedHold } from './market/one-sided-hold';
export { expectedScorersBefore, scoreOneSided } from './market/one-sided-backtest';
export { anytimeModel } from './market/anytime-model';
export type { AnytimeModelLine, AnytimeModelResult } from './market/anytime-model';
export { BLEND_METHODS, scoreAnytimeBlend } from './market/anytime-blend';
export type { AnytimeBlendGame, AnytimeBlendReport, BlendMethod } from './market/anytime-blend';
export {
  HISTORICAL_ODDS_COLUMNS,
  historicalLines,
  isHistoricalOddsHeader,
  linesCsv,
  readHistoricalOdds,
} from './market/historical-odds';
export type { HistoricalLinesSkipped, HistoricalOddsRow, LinesFileRow } from './market/historical-odds';
export { LastAnytimePrices, nflWeekOf } from './market/anytime-snapshots';
export type { AnytimeQuote } from './market/anytime-snapshots';
export type { OneSidedGame, OneSidedPlayer, OneSidedReport } from './market/one-sided-backtest';
export type { LineRow, LinesParse } from './market/lines-file';
export { normalizeName, nameKey } from './market/player-names';
export { pickCallFields, pickMarketFields } from './market/pick-fields';
export type { PickCallFields, PickMarketFields } from './market/pick-fields';
export { runLinesBacktest } from './market/lines-backtest';
export type { LinesBacktestReport } from './market/lines-backtest';
export { matchLines } from './market/line-matching';
export type { UnmatchedLine } from './market/line-matching';
export { priceParlay, legProbability } from './parlay/price';
export {
  INDEPENDENT_MODEL,
  pairKey,
  pairRelation,
  sameGame,
  legCorrelation,
  assertDependenceModel,
} from './parlay/dependence';
export type { DependenceModel, DependenceEntry, PairRelation } from './parlay/dependence';
export {
  validateParlay,
  legKey,
  propKey,
  contradictory,
  MIN_PARLAY_LEGS,
  MAX_PARLAY_LEGS,
} from './parlay/validate';
export type { ParlayIssue, ParlayIssueCode } from './parlay/validate';
export { loadParlayDependence } from './parlay-dependence';
export type { ParlayLeg, ParlayPricing, ParlayPairDependence, ParlayRole, ParlaySide } from './parlay/types';
