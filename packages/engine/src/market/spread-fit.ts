// The anchored distribution's one fitted number per stat type, its spread scale (see anchored.ts), fitted
// walk-forward: a week is priced with the scale that scored best on the ladders of the weeks settled before
// it. Each settled prop is scored once on every candidate scale and kept as running sums, so a season costs
// one pass.
import { anchorDistribution } from './anchored';
import type { PropShape } from './anchored';
import { ladderLines } from './ladder';
import { isCountStat } from '../stat-value';
import type { EngineStatType } from '../types';

/** Candidate scales of the model's variance: from a quarter of it to one and a half times it. */
export const SPREAD_SCALES: readonly number[] = Array.from({ length: 26 }, (_, i) => 0.25 + i * 0.05);
/** Candidate gamma shifts for yardage (see PropShape.shift): from the model's skew toward a near-normal curve. */
export const YARDAGE_SHIFTS: readonly number[] = [0, 10, 25, 50, 100, 200, 400];
/** Settled props of a stat type before its scale moves off the model's own spread. */
export const MIN_SPREAD_EVIDENCE = 60;
/** The model's own spread, used until the evidence is in. */
export const DEFAULT_SPREAD_SCALE = 1;

export interface SpreadSample {
  shape: Omit<PropShape, 'spreadScale' | 'shift'>;
  line: number;
  /** The published P(over) at `line`, the anchor. */
  pOver: number;
  actual: number;
}

/** The fitted part of a shape: the spread scale, and for yardage the gamma's shift. */
export type ShapeFit = Pick<PropShape, 'spreadScale' | 'shift'>;

/** Squared error summed over the ladder lines that do not push, and how many there were. */
export function ladderSquaredError(sample: SpreadSample, fit: ShapeFit): { sse: number; n: number } {
  const dist = anchorDistribution({ ...sample.shape, ...fit }, sample.line, sample.pOver);
  let sse = 0;
  let n = 0;
  for (const l of ladderLines(sample.shape.statType, sample.line)) {
    if (sample.actual === l) continue;
    const y = sample.actual > l ? 1 : 0;
    sse += (dist.pOver(l) - y) ** 2;
    n += 1;
  }
  return { sse, n };
}

/** The candidate fits of a stat type: every scale, times every shift for yardage. */
export function shapeCandidates(statType: EngineStatType): ShapeFit[] {
  const shifts: (number | undefined)[] = isCountStat(statType) ? [undefined] : [...YARDAGE_SHIFTS];
  return SPREAD_SCALES.flatMap((spreadScale) => shifts.map((shift) => ({ spreadScale, shift })));
}

/** The model's own shape, used until the evidence is in. */
export const DEFAULT_SHAPE_FIT: ShapeFit = { spreadScale: DEFAULT_SPREAD_SCALE };

export class SpreadTracker {
  private readonly candidates: ShapeFit[];
  private readonly sse: number[];
  private props = 0;
  private best: ShapeFit = DEFAULT_SHAPE_FIT;

  constructor(statType: EngineStatType) {
    this.candidates = shapeCandidates(statType);
    this.sse = this.candidates.map(() => 0);
  }

  /** A settled week joins the evidence; the fit for the next week is then read with current(). */
  addWeek(samples: readonly SpreadSample[]): void {
    for (const s of samples) {
      this.candidates.forEach((fit, i) => {
        this.sse[i] = (this.sse[i] ?? 0) + ladderSquaredError(s, fit).sse;
      });
      this.props += 1;
    }
    if (this.props < MIN_SPREAD_EVIDENCE) return;
    let bestIndex = 0;
    this.sse.forEach((v, i) => {
      if (v < (this.sse[bestIndex] ?? Infinity)) bestIndex = i;
    });
    this.best = this.candidates[bestIndex] ?? DEFAULT_SHAPE_FIT;
  }

  current(): ShapeFit {
    return this.best;
  }

  get evidence(): number {
    return this.props;
  }
}

/**
 * The shapes the engine publishes with, per stat type: the walk-forward fit after the last week of the 2023
 * DraftKings lines (all 5,856 rows, `npm run backtest -- --lines`); stat types without real lines keep the
 * model's own spread.
 */
export const FITTED_SHAPES: Readonly<Record<EngineStatType, ShapeFit>> = {
  passing_yards: { spreadScale: 0.9, shift: 400 },
  rushing_yards: { spreadScale: 0.8, shift: 0 },
  receiving_yards: { spreadScale: 1.15, shift: 0 },
  receptions: { spreadScale: 0.85 },
  passing_tds: DEFAULT_SHAPE_FIT,
  touchdowns: DEFAULT_SHAPE_FIT,
};
