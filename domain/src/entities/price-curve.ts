import { z } from 'zod';

/** One side of a pick's published distribution: its family's mean and variance. */
export const PriceCurvePart = z.object({ mean: z.number(), variance: z.number().positive() });
export type PriceCurvePart = z.infer<typeof PriceCurvePart>;

/**
 * The parameters of the distribution a pick was priced on (issue #29 item 3; the engine's anchored distribution,
 * packages/engine/src/market/anchored.ts): the family, the anchor line (the pick's line), the distribution at and
 * below it and, when the spread differs above the line, the one above. Enough to read P(over) at any line exactly
 * as at publication, whatever the model or the player's history become since.
 */
export const PriceCurve = z.object({
  /** Shifted gamma (yardage) or negative binomial / Poisson (counts). */
  family: z.enum(['gamma', 'count']),
  line: z.number(),
  below: PriceCurvePart,
  /** Lines above `line` read this one; absent, `below` everywhere. */
  above: PriceCurvePart.optional(),
  /** Gamma only: how far below zero it starts. */
  shift: z.number().optional(),
});
export type PriceCurve = z.infer<typeof PriceCurve>;
