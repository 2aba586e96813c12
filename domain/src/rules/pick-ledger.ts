import type { AiPickVersion, LedgerField, PickEdit } from '../entities/pick-ledger';
import { LEDGER_FIELDS } from '../entities/pick-ledger';
import type { PickWithGame } from '../ports/repositories/ai-pick-repository.port';

/**
 * Whether the pick's game has started at `now` (season time): locked already, no longer scheduled, or past its
 * kickoff. The API and the UI's dev mock both refuse edits and deletes by this rule.
 */
export function hasKickedOff({ pick, game }: PickWithGame, now: Date): boolean {
  if (pick.locked_at) return true;
  if (!game) return false;
  return game.status !== 'scheduled' || Date.parse(game.kickoff) <= now.getTime();
}

type Published = Partial<Record<LedgerField, string | number | null>>;

function publishedOf(v: AiPickVersion): Published {
  return {
    pick: v.pick,
    line_value: v.line_value,
    odds: v.odds,
    over_odds: v.over_odds,
    under_odds: v.under_odds,
    sportsbook: v.sportsbook,
    confidence: v.confidence,
    created_at: v.published_at,
  };
}

/** Timestamps compare as instants: the engines write the same time in different notations. */
function same(field: LedgerField, a: string | number | null, b: string | number | null): boolean {
  if (field === 'created_at' && typeof a === 'string' && typeof b === 'string')
    return Date.parse(a) === Date.parse(b);
  return a === b;
}

/** Whether a write of `next` over `current` changes a published field (and so must keep a version). */
export function changesLedger(current: Published, next: Published): boolean {
  return LEDGER_FIELDS.some((f) => next[f] !== undefined && !same(f, current[f] ?? null, next[f] ?? null));
}

/**
 * Each stored version against what followed it (the next version, or the pick as it is now for the last), oldest
 * first, keeping only the fields that changed.
 */
export function pickEdits(versions: readonly AiPickVersion[], current: Published): PickEdit[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  return ordered.map((v, i) => {
    const before = publishedOf(v);
    const nextVersion = ordered[i + 1];
    const after = nextVersion ? publishedOf(nextVersion) : current;
    const changes = LEDGER_FIELDS.flatMap((field) => {
      const from = before[field] ?? null;
      const to = after[field] ?? null;
      return same(field, from, to) ? [] : [{ field, from, to }];
    });
    return { version: v.version, edited_at: v.edited_at, changes };
  });
}
