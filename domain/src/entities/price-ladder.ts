// GET /api/props/{id}/ladder (issue #29 item 5): the alt-line ladder of a pick's prop — P(over) and the fair
// odds at lines around the posted one from the engine's published distribution, and each book's EV where it
// quotes a line of the ladder.
import { z } from 'zod';
import { EntityId, Probability, Timestamp } from './common';
import { AmericanOdds } from './market';
import { PickDirection } from './prop';

/** One book's latest quote at a ladder line, each side's EV per unit staked (null when the side is unpriced). */
export const LadderQuote = z.object({
  book: z.string().min(1),
  overOdds: AmericanOdds.nullable(),
  underOdds: AmericanOdds.nullable(),
  overEv: z.number().nullable(),
  underEv: z.number().nullable(),
});
export type LadderQuote = z.infer<typeof LadderQuote>;

export const LadderRow = z.object({
  line: z.number(),
  /** The engine's published P(over) at this line. */
  pOver: Probability,
  /** The no-vig American odds of each side at that probability (rounded). */
  fairOverOdds: z.number().int(),
  fairUnderOdds: z.number().int(),
  /** The pick's own line. */
  posted: z.boolean(),
  /** Books whose latest pull hangs this line, alphabetical; empty when none does. */
  quotes: z.array(LadderQuote),
});
export type LadderRow = z.infer<typeof LadderRow>;

export const PropPriceLadder = z.object({
  pickId: EntityId,
  line: z.number(),
  call: PickDirection,
  /** Low to high; empty for a pick stored before the ladder was kept. */
  rows: z.array(LadderRow),
  /** The server's season-clock instant: the books' latest pulls are those at or before it. */
  asOf: Timestamp,
});
export type PropPriceLadder = z.infer<typeof PropPriceLadder>;
