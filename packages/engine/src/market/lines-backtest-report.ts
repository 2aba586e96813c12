// What a backtest against real lines reports (runLinesBacktest in lines-backtest.ts, printed by the backtest CLI).
import type { ForecastScores } from '../metrics';
import type { EngineModel, EngineStatType } from '../types';
import type { MarketBlend } from './blend';
import type { UnmatchedLine } from './line-matching';
import type { MarketPricing } from './price';
import type { LadderScores } from './ladder-scores';
import type { PropRecord } from './prop-record';
import type { ShapeFit } from './spread-fit';

/** The matched player of a record: his id, team, the game's opponent and position. */
export interface RecordPlayer {
  playerId: string;
  team: string;
  opponent: string;
  position: string;
}

export interface LinesBacktestReport {
  season: number;
  trainSeasons: number[];
  /** Props priced and settled (pushes included in plays, left out of the probability scores). */
  picks: number;
  unmatched: UnmatchedLine[];
  /** Matched props the engine declined: too few earlier games. */
  noHistory: number;
  brier: number;
  logLoss: number;
  ece: number;
  hitRate: number;
  /** The no-vig probability on the two-sided props; brier/logLoss above score the engine on the same props. */
  market: { n: number } & ForecastScores;
  /** The model alone (its calibrated P(over)) on the same two-sided props, for reference. */
  modelAlone: ForecastScores;
  /** Per Edge Score band: props, hit rate and the band's mean score (what it promised). */
  bands: { band: string; n: number; hitRate: number; meanScore: number }[];
  plays: { n: number; roi: number; wins: number; losses: number; pushes: number };
  pricing: Record<MarketPricing, number>;
  /** The blend the next week would be priced with, per stat type. */
  blends: Partial<Record<EngineStatType, MarketBlend>>;
  /** Out-of-sample log loss the fitted blends saved over the market, in nats, per stat type. */
  gains: Partial<Record<EngineStatType, number>>;
  model: EngineModel;
  /** One record per line of the file priced, each quote at its own line (see prop-record.ts). */
  records: PropRecord[];
  /** Aligned with `records`: who the matched line's player is (for same-game pairs); null when unmatched. */
  recordPlayers: (RecordPlayer | null)[];
  /** The ladders of the priced props with an outcome against the normal baseline (see ladder-scores.ts). */
  ladder: LadderScores;
  /** The anchored distribution's spread scale after the last week, per stat type (see spread-fit.ts). */
  spreadScales: Partial<Record<EngineStatType, ShapeFit & { evidence: number }>>;
}
