import { z } from 'zod';
import { Confidence, EntityId, Timestamp } from './common';

/**
 * A pick's published fields: what a subscriber saw and the record is judged on. Once the pick's game kicks off
 * none of them may change (the API answers 409 and the database refuses it); an edit before kickoff keeps the
 * values it replaced as a version. `odds` is the price the pick was published at, the others the posted book's.
 */
export const LEDGER_FIELDS = [
  'pick',
  'line_value',
  'odds',
  'over_odds',
  'under_odds',
  'sportsbook',
  'confidence',
  'created_at',
] as const;
export const LedgerField = z.enum(LEDGER_FIELDS);
export type LedgerField = z.infer<typeof LedgerField>;

/** The published values a pick had before one edit (table `ai_pick_versions`), numbered from 1 per pick. */
export const AiPickVersion = z.object({
  pick_id: EntityId,
  version: z.number().int().min(1),
  pick: z.string(),
  line_value: z.number(),
  odds: z.number().int().nullable(),
  over_odds: z.number().int().nullable(),
  under_odds: z.number().int().nullable(),
  sportsbook: z.string().nullable(),
  confidence: Confidence,
  /** The pick's publish time (`created_at`) before the edit. */
  published_at: Timestamp,
  edited_at: Timestamp,
});
export type AiPickVersion = z.infer<typeof AiPickVersion>;

const LedgerValue = z.union([z.string(), z.number()]).nullable();

/** One edit of a pick as the analysis shows it: when, and each published field it changed, from and to. */
export const PickEdit = z.object({
  version: z.number().int().min(1),
  edited_at: Timestamp,
  changes: z.array(z.object({ field: LedgerField, from: LedgerValue, to: LedgerValue })),
});
export type PickEdit = z.infer<typeof PickEdit>;

/** The code of the 409 that refuses to change or delete a pick whose game has kicked off. */
export const PICK_LOCKED_CODE = 'pick_locked';

/** The 409's message; `kickoff` is the game's kickoff as the reader would write it. */
export function pickLockedMessage(kickoff: string): string {
  return `This pick's game kicked off at ${kickoff}: its published fields are part of the record and cannot change.`;
}
