// Same-game parlays (issue #32 item 2): POST /api/parlays/price. A leg is a published pick's prop (the feed card,
// the analysis page and the odds board row all carry the pick's id) at a line a book quotes for it, on a side.
// The answer gives each leg's fair probability read off the prop's market-anchored distribution, the joint fair
// probability of the engine's joint model, the naive product for comparison and, with a book's price, the EV.
import { z } from 'zod';
import { EntityId, Probability } from './common';
import { AmericanOdds } from './market';
import { EngineStatType, PickDirection } from './prop';

/** A same-game parlay takes 2 to 6 legs (the issue's bound; the engine's too). */
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 6;

export const ParlayLegRequest = z.object({
  /** The pick whose prop the leg is on (its player, stat type and game). */
  pickId: EntityId.max(100),
  /** The leg's line: the pick's own line or another line a book quotes for the prop. */
  line: z.number().min(0).max(1000),
  side: PickDirection,
});
export type ParlayLegRequest = z.infer<typeof ParlayLegRequest>;

export const ParlayPriceRequest = z.object({
  // Bounded loosely here so the use case can answer a too-short or too-long list with its own code and words.
  legs: z.array(ParlayLegRequest).max(20),
  /** The book's price for the whole parlay (American odds), for its EV. */
  price: AmericanOdds.nullish(),
});
export type ParlayPriceRequest = z.infer<typeof ParlayPriceRequest>;

export const PricedParlayLeg = z.object({
  pickId: EntityId,
  player: z.string().min(1),
  playerId: EntityId,
  team: z.string(),
  statType: EngineStatType,
  line: z.number(),
  side: PickDirection,
  /** The leg's fair probability of its side, at its line. */
  probability: Probability,
});
export type PricedParlayLeg = z.infer<typeof PricedParlayLeg>;

/** Two legs whose outcomes move together (indexes into `legs`). */
export const ParlayPair = z.object({
  a: z.number().int().min(0),
  b: z.number().int().min(0),
  correlation: z.number().min(-1).max(1),
  reason: z.string().min(1),
});
export type ParlayPair = z.infer<typeof ParlayPair>;

export const ParlayPriceResponse = z.object({
  gameId: EntityId,
  /** "Away @ Home". */
  matchup: z.string(),
  legs: z.array(PricedParlayLeg),
  /** The joint fair probability that every leg wins. */
  jointProbability: Probability,
  /** jointProbability as an American price (whole number); null when the legs cannot all win. */
  fairOdds: z.number().int().nullable(),
  /** The product of the legs' probabilities: what a naive calculator says. */
  naiveProbability: Probability,
  naiveOdds: z.number().int().nullable(),
  /** The book's price as sent, and the EV at it in percent of the stake (+5.1); null without a price. */
  price: AmericanOdds.nullable(),
  evPercent: z.number().nullable(),
  pairs: z.array(ParlayPair),
  /** Plain language: how the joint differs from the naive product, and why. */
  reasons: z.array(z.string().min(1)),
});
export type ParlayPriceResponse = z.infer<typeof ParlayPriceResponse>;

/** The 403 below all-star: the code every all-star feature answers (the prop calculator's). */
export const PARLAY_UPGRADE_MESSAGE = 'The parlay builder is part of All-Star Edge.';

/** The 400 codes of a parlay the API will not price, each with a message saying what is wrong. */
export const PARLAY_ISSUE_CODES = [
  'too_few_legs',
  'too_many_legs',
  'unknown_prop',
  'unsupported_prop',
  'line_not_quoted',
  'duplicate_prop',
  'contradictory_legs',
  'different_games',
] as const;
export type ParlayIssueCode = (typeof PARLAY_ISSUE_CODES)[number];
