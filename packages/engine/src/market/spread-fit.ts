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
/**
 * Settled props of a stat type before its scale moves off the model's own spread: 30 (was 60) lets passing yards,
 * 41 props a season on DraftKings' kick-off rows, leave the model's too-wide spread within the season.
 */
export const MIN_SPREAD_EVIDENCE = 30;
/** The model's own spread, used until the evidence is in. */
export const DEFAULT_SPREAD_SCALE = 1;

export interface SpreadSample {
  shape: Omit<PropShape, 'spreadScale' | 'spreadScaleAbove' | 'shift'>;
  line: number;
  /** The published P(over) at `line`, the anchor. */
  pOver: number;
  actual: number;
}

/** The fitted part of a shape: the spread scale, and for yardage the gamma's shift. */
export type ShapeFit = Pick<PropShape, 'spreadScale' | 'spreadScaleAbove' | 'shift'>;

/**
 * Squared error summed over the ladder lines that do not push, and how many there were, in all and split by the
 * side of the anchor line (each side of a split shape depends on its own scale only, so the sides fit apart).
 */
export function ladderSquaredError(
  sample: SpreadSample,
  fit: ShapeFit,
): { sse: number; n: number; below: number; above: number } {
  const dist = anchorDistribution({ ...sample.shape, ...fit }, sample.line, sample.pOver);
  let below = 0;
  let above = 0;
  let n = 0;
  for (const l of ladderLines(sample.shape.statType, sample.line)) {
    if (sample.actual === l) continue;
    const y = sample.actual > l ? 1 : 0;
    const e = (dist.pOver(l) - y) ** 2;
    if (l <= sample.line) below += e;
    else above += e;
    n += 1;
  }
  return { sse: below + above, n, below, above };
}

/** The candidate fits of a stat type: every scale, times every shift for yardage. */
export function shapeCandidates(statType: EngineStatType): ShapeFit[] {
  const shifts: (number | undefined)[] = isCountStat(statType) ? [undefined] : [...YARDAGE_SHIFTS];
  return SPREAD_SCALES.flatMap((spreadScale) => shifts.map((shift) => ({ spreadScale, shift })));
}

/** The model's own shape, used until the evidence is in. */
export const DEFAULT_SHAPE_FIT: ShapeFit = { spreadScale: DEFAULT_SPREAD_SCALE };

/**
 * The walk-forward fit of one stat type. With `split`, the scale below the anchor line and the one above it are
 * chosen apart (same shift): the sum of squared errors separates by side, so the best pair is each side's best.
 */
export class SpreadTracker {
  private readonly candidates: ShapeFit[];
  private readonly below: number[];
  private readonly above: number[];
  private props = 0;
  private best: ShapeFit = DEFAULT_SHAPE_FIT;

  constructor(
    statType: EngineStatType,
    private readonly split = true,
  ) {
    this.candidates = shapeCandidates(statType);
    this.below = this.candidates.map(() => 0);
    this.above = this.candidates.map(() => 0);
  }

  /** A settled week joins the evidence; the fit for the next week is then read with current(). */
  addWeek(samples: readonly SpreadSample[]): void {
    for (const s of samples) {
      this.candidates.forEach((fit, i) => {
        const e = ladderSquaredError(s, fit);
        this.below[i] = (this.below[i] ?? 0) + e.below;
        this.above[i] = (this.above[i] ?? 0) + e.above;
      });
      this.props += 1;
    }
    if (this.props < MIN_SPREAD_EVIDENCE) return;
    this.best = this.split ? this.bestSplit() : this.bestJoint();
  }

  private bestJoint(): ShapeFit {
    let bestIndex = 0;
    let bestSse = Infinity;
    this.candidates.forEach((_, i) => {
      const v = (this.below[i] ?? 0) + (this.above[i] ?? 0);
      if (v < bestSse) [bestIndex, bestSse] = [i, v];
    });
    return this.candidates[bestIndex] ?? DEFAULT_SHAPE_FIT;
  }

  private bestSplit(): ShapeFit {
    // Per shift, each side's best scale; then the shift whose pair scores best.
    const byShift = new Map<number | undefined, { low: [number, number]; high: [number, number] }>();
    this.candidates.forEach((fit, i) => {
      const cur = byShift.get(fit.shift) ?? { low: [Infinity, 1], high: [Infinity, 1] };
      const b = this.below[i] ?? 0;
      const a = this.above[i] ?? 0;
      if (b < cur.low[0]) cur.low = [b, fit.spreadScale];
      if (a < cur.high[0]) cur.high = [a, fit.spreadScale];
      byShift.set(fit.shift, cur);
    });
    let best: ShapeFit = DEFAULT_SHAPE_FIT;
    let bestSse = Infinity;
    for (const [shift, { low, high }] of byShift) {
      if (low[0] + high[0] >= bestSse) continue;
      bestSse = low[0] + high[0];
      best = { spreadScale: low[1], spreadScaleAbove: high[1], ...(shift !== undefined && { shift }) };
    }
    return best;
  }

  current(): ShapeFit {
    return this.best;
  }

  get evidence(): number {
    return this.props;
  }
}

/**
 * The shapes the engine publishes with, per stat type: the walk-forward fit (split below / above the line) after
 * the last week of the 2023 DraftKings lines (all 5,856 rows, `npm run backtest -- --lines`); stat types without real lines keep the
 * model's own spread.
 */
export const FITTED_SHAPES: Readonly<Record<EngineStatType, ShapeFit>> = {
  passing_yards: { spreadScale: 1.15, spreadScaleAbove: 0.8, shift: 0 },
  rushing_yards: { spreadScale: 1.2, spreadScaleAbove: 0.55, shift: 0 },
  receiving_yards: { spreadScale: 1.35, spreadScaleAbove: 1, shift: 0 },
  receptions: { spreadScale: 0.9, spreadScaleAbove: 0.8 },
  passing_tds: DEFAULT_SHAPE_FIT,
  touchdowns: DEFAULT_SHAPE_FIT,
};
