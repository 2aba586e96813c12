// The headline figures of a set of graded picks, each with its n and 95% interval: the public record's and
// Performance Review's (rules/record-headline.ts computes them).
import { z } from 'zod';

/** A figure with its sample size and 95% interval (null bounds when n is too small to give one). */
export const Estimate = z.object({
  value: z.number(),
  n: z.number().int().min(1),
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type Estimate = z.infer<typeof Estimate>;

/**
 * The headline of a set of graded picks (rules/record-headline.ts): W-L-P, win rate (Wilson), ROI and units over
 * the priced picks (normal interval of the mean profit), mean CLV over the picks with a close (normal interval).
 * Each figure is null when no pick gives it.
 */
export const RecordHeadline = z.object({
  graded: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  pushes: z.number().int().min(0),
  /** Wins / (wins + losses), 0..1; n = decided picks. */
  winRate: Estimate.nullable(),
  /** Mean units per one-unit stake (0.05 = +5%); n = priced picks, pushes included. */
  roi: Estimate.nullable(),
  /** Units won or lost in all over the priced picks; its interval is n times the ROI's. */
  units: Estimate.nullable(),
  /** Picks graded without a price: in the W-L, never in units or ROI. */
  unpriced: z.number().int().min(0),
  /** Mean closing line value (fraction of probability: 0.021 = 2.1 points); n = picks with a close. */
  clv: Estimate.nullable(),
});
export type RecordHeadline = z.infer<typeof RecordHeadline>;
