// A prop's whole distribution, anchored to the market (issue #29 item 1). The market says where the stat sits
// (its fair P(over) at the posted line); the shape around that point comes from what the model learned of the
// stat type on earlier seasons of nflverse box scores: the family (shifted gamma for yardage, its right skew
// and the room below zero rushing needs; negative binomial / Poisson for receptions and touchdowns, their
// integer steps and mass at 0), how the spread grows with the level (the variance regression's v0 + v1 m +
// v2 m²) and with the player's own game-to-game variance. One number per stat type, the spread scale, is fitted
// on settled props the market priced (walk-forward): the market knows more than the model, so the spread
// around the market's own centre is narrower than the model's forecast error.
//
// The location is solved for: the mean m whose distribution gives exactly the anchor probability at the
// anchor line. So at the posted line the published probability is unchanged, and every other line is read off
// the same curve.
import type { PriceCurve, PriceCurvePart } from '@edgeboard/domain';
import { countPOver, gammaPOver } from '../distributions';
import { GAMMA_SHIFT, projectWithMean } from '../projection';
import { isCountStat } from '../stat-value';
import type { EngineStatType, StatModel } from '../types';

export interface PropShape {
  statType: EngineStatType;
  /** The model's variance regression for the stat type (fitted on earlier seasons). */
  model: Pick<StatModel, 'varianceCoefficients'>;
  /** The player's weighted game-to-game variance of the stat (the projection's feature); 0 when unknown. */
  playerVariance: number;
  /** Multiplies the model's variance; 1 is the model's own forecast spread. Below the anchor line when split. */
  spreadScale: number;
  /**
   * Multiplies the model's variance for lines above the anchor; absent, `spreadScale` on both sides. The market's
   * curve need not be as wide above its line as below it (issue #29: on 2023 DraftKings lines the moved lines
   * above the posted one went over less often than one spread allows, those below more), so each side is its
   * own distribution through the same anchor: P(over) stays continuous and falling in the line.
   */
  spreadScaleAbove?: number;
  /**
   * Yardage only: how far below zero the gamma starts (X + shift ~ Gamma). A larger shift is a less skewed
   * curve at the same spread; absent, the model's own (GAMMA_SHIFT).
   */
  shift?: number;
}

export interface AnchoredDistribution {
  /** The mean that puts the anchor probability at the anchor line. */
  mean: number;
  variance: number;
  /** P(stat > line) at any line. */
  pOver(line: number): number;
  /** The same curve as plain numbers (the pick's `price_curve`), read back without the model by curvePOver. */
  curve: PriceCurve;
}

function partPOver(curve: PriceCurve, part: PriceCurvePart, line: number): number {
  return curve.family === 'count'
    ? countPOver(part.mean, part.variance, line)
    : gammaPOver(part.mean, part.variance, line, curve.shift ?? 0);
}

/** P(stat > line) off a stored curve (a pick's `price_curve`), as the distribution it came from gives it. */
export function curvePOver(curve: PriceCurve, line: number): number {
  return partPOver(curve, line > curve.line && curve.above ? curve.above : curve.below, line);
}

/** Anchor probabilities are kept off 0 and 1, where no finite mean reaches them. */
const P_EDGE = 1e-4;

function distributionAt(shape: PropShape, mean: number): { mean: number; variance: number } {
  const p = projectWithMean(mean, shape.playerVariance, shape.model, shape.statType);
  return { mean: p.mean, variance: p.variance * shape.spreadScale };
}

function pOverOf(shape: PropShape, mean: number, variance: number, line: number): number {
  return isCountStat(shape.statType)
    ? countPOver(mean, variance, line)
    : gammaPOver(mean, variance, line, shape.shift ?? GAMMA_SHIFT[shape.statType]);
}

function pOverAt(shape: PropShape, mean: number, line: number): number {
  const d = distributionAt(shape, mean);
  return pOverOf(shape, d.mean, d.variance, line);
}

/**
 * The distribution of the given shape through (line, pOver). P(over) at a fixed line rises with the mean, so
 * the mean is found by bisection on a log scale (means are positive).
 */
export function anchorDistribution(shape: PropShape, line: number, pOver: number): AnchoredDistribution {
  const above = shape.spreadScaleAbove;
  if (above === undefined || above === shape.spreadScale) return anchorOne(shape, line, pOver);
  const low = anchorOne({ ...shape, spreadScaleAbove: undefined }, line, pOver);
  const high = anchorOne({ ...shape, spreadScale: above, spreadScaleAbove: undefined }, line, pOver);
  // Mean and variance are the lower side's: nothing reads them beyond the curve itself.
  return {
    mean: low.mean,
    variance: low.variance,
    pOver: (l) => (l <= line ? low : high).pOver(l),
    curve: { ...low.curve, above: high.curve.below },
  };
}

function anchorOne(shape: PropShape, line: number, pOver: number): AnchoredDistribution {
  const target = Math.min(1 - P_EDGE, Math.max(P_EDGE, pOver));
  let lo = Math.log(1e-3);
  let hi = Math.log(Math.max(10, Math.abs(line) * 20 + 50));
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (pOverAt(shape, Math.exp(mid), line) < target) lo = mid;
    else hi = mid;
  }
  const { mean, variance } = distributionAt(shape, Math.exp((lo + hi) / 2));
  const curve: PriceCurve = isCountStat(shape.statType)
    ? { family: 'count', line, below: { mean, variance } }
    : { family: 'gamma', line, below: { mean, variance }, shift: shape.shift ?? GAMMA_SHIFT[shape.statType] };
  return { mean, variance, pOver: (l: number) => pOverOf(shape, mean, variance, l), curve };
}
