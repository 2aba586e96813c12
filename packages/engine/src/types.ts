// Public shapes of the pick engine. Everything here is plain data so the API, the fixtures and the
// CLI can pass it around, store it and serialise it without the engine's internals.

import type { EngineStatType, NoPlayReason, PriceCurve, PropAnalysis } from '@edgeboard/domain';

/** The stat types the engine projects: the domain's list, which the API and the UI also read. */
export { ENGINE_STAT_TYPES } from '@edgeboard/domain';
export type { EngineStatType };

/** The counters of one player's line in one game. */
export interface GameLogStats {
  passingYards: number;
  passingTds: number;
  attempts: number;
  completions: number;
  interceptions: number;
  rushingYards: number;
  rushingTds: number;
  carries: number;
  receivingYards: number;
  receivingTds: number;
  receptions: number;
  targets: number;
}

/** One player's line in one game (nflverse weekly stats, regular season). */
export interface GameLogRow extends GameLogStats {
  playerId: string;
  playerName: string;
  position: string;
  team: string;
  opponent: string;
  season: number;
  week: number;
  /** ISO date of the game when known; nflverse weekly stats carry none. */
  date?: string;
}

export interface PropInput {
  playerId: string;
  statType: EngineStatType;
  line: number;
  overOdds?: number | null;
  underOdds?: number | null;
  season: number;
  week: number;
  opponent: string;
  date?: string;
}

export type PickCall = 'over' | 'under';

/** The analysis screen's fields, as the domain defines them (spec: prop detail's analysis). */
export type { PropAnalysis };

export interface Prediction {
  statType: EngineStatType;
  line: number;
  /** Projected mean of the stat for this game. */
  mean: number;
  /** Projected standard deviation of the stat for this game. */
  sd: number;
  /** Raw (uncalibrated) model probability that the stat ends above the line. */
  pOver: number;
  call: PickCall;
  /** Calibrated probability that the call wins. */
  winProbability: number;
  /** edgeScoreOf(winProbability): the Edge Score shown to users. */
  edgeScore: number;
  analysis: PropAnalysis;
  reasoning: string;
  condensedReasoning: string;
  /** The prop against the books, when they were given: posted line, prices, EV, play or no play. */
  market: MarketPrice | null;
  /** The model's own calibrated P(over), before the market is heard. */
  modelPOverCalibrated: number;
  features: Record<string, number>;
  /** P(over) along the alt-line ladder and at every quoted line, from the published distribution (price-ladder.ts). */
  ladder?: readonly { line: number; pOver: number }[];
  /** The published distribution's parameters, beside the ladder: P(over) at any line (anchored.ts curvePOver). */
  curve?: PriceCurve;
}

export type GradeResult = 'win' | 'loss' | 'push';

export interface GradeInput {
  call: PickCall;
  line: number;
  actual: number;
  /** American odds of the called side; -110 when unknown. */
  odds?: number | null;
}

export interface Grade {
  result: GradeResult;
  /** Profit in units staked: +odds payout on a win, -1 on a loss, 0 on a push. */
  profit: number;
}

/** Isotonic mapping from raw P(over) to observed over rate, as increasing knots; linear between knots. */
export interface IsotonicCalibration {
  kind: 'isotonic';
  x: number[];
  y: number[];
}

/** Used when no earlier season exists to calibrate on: raw probabilities pass through unchanged. */
export interface IdentityCalibration {
  kind: 'identity';
}

export type Calibration = IsotonicCalibration | IdentityCalibration;

/** Fitted pieces for one stat type. */
export interface StatModel {
  /** Names of the projection features, in the order of `meanCoefficients` (after the intercept). */
  meanFeatures: string[];
  /** Intercept first, then one coefficient per mean feature. */
  meanCoefficients: number[];
  /** Variance model: residual variance = v0 + v1 * mean + v2 * mean^2 + v3 * player variance. */
  varianceCoefficients: [number, number, number, number];
  calibration: Calibration;
  /** Number of market-proxy props this stat type was fitted on (0 = prior coefficients). */
  trainingProps: number;
  /** Over rate of the market-proxy props in the training seasons (the naive baseline); null without data. */
  baselineOverRate: number | null;
}

/** How far the model may move the market per stat type, fitted walk-forward on real lines. */
export interface MarketBlends {
  /** Which lines the blends were fitted on, e.g. "2023 DraftKings, 5583 props". */
  source: string;
  blends: Partial<Record<EngineStatType, { bias: number; weight: number; evidence: number; gain: number }>>;
}

/** The fitted model as plain JSON: what `npm run calibrate` writes to src/model/default-model.json. */
export interface EngineModel {
  version: 1;
  trainSeasons: number[];
  stats: Record<EngineStatType, StatModel>;
  /** Absent: every stat type publishes the market's own no-vig probability (no evidence yet). */
  market?: MarketBlends;
}

export interface FitOptions {
  trainSeasons: number[];
}

/** One book's quote for a prop. */
export interface BookQuote {
  sportsbook: string;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
  /** ISO instant the quote was pulled, when known. */
  pulledAt?: string | null;
}

/** What the market said at the posted line: both prices, one, or none. */
export type MarketPricing = 'two_sided' | 'one_sided' | 'unpriced';

export interface MarketPrice {
  line: number;
  /** The book whose line is posted: the one at the consensus line with the smallest margin. */
  posted: BookQuote;
  pricing: MarketPricing;
  /**
   * The market's fair (no-vig) P(over) at the posted line: two-sided only. A consensus of every two-sided quote
   * at that line, weighted toward the sharper books (market/consensus.ts).
   */
  fairOver: number | null;
  /** The books whose quotes made the fair price (the analysis names them); the posted book's for an unpriced line. */
  fairBooks: readonly string[];
  /** Each of those books' own fair P(over) and its share (0..1) of the fair price, in fairBooks order. */
  consensus?: readonly { sportsbook: string; fairOver: number; weight: number }[];
  /**
   * The market's P(over) used in the combination: fairOver when two-sided; for one-sided quotes the mean of
   * their implied probabilities freed of the fitted hold, implied / ANYTIME_TD_FACTOR (same weighting); 0.5 for unpriced lines.
   */
  marketOver: number;
  modelOver: number;
  pOver: number;
  call: PickCall;
  /** Published P(call wins); the Edge Score is edgeScoreOf(this). */
  winProbability: number;
  edgeScore: number;
  fairWin: number | null;
  modelWin: number;
  /**
   * The best price for the call. `line` and `winProbability` are that quote's own line and P(call wins) there
   * when it is another line than the posted one (best-across-lines.ts); absent means the posted line.
   */
  best: { sportsbook: string; odds: number; line?: number; winProbability?: number } | null;
  /** Expected value per unit staked at the best price. */
  ev: number | null;
  /** Every book's quote at its own line, both sides with their EV (issue #29 item 3). */
  quotes?: readonly {
    sportsbook: string;
    line: number;
    pOver: number;
    over: { odds: number; ev: number } | null;
    under: { odds: number; ev: number } | null;
  }[];
  verdict: 'play' | 'no_play';
  reason: NoPlayReason | null;
}
