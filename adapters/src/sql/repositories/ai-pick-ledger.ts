// The ledger's writes for the pick repository: locking picks at kickoff, keeping the published values an edit
// replaces, and turning the database's refusal (the triggers of migration 005) into a 409 the API can read.
import { AiPickVersion, ConflictError, PICK_LOCKED_CODE } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import { constraintViolation } from '../constraint-errors';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { AiPicksTable } from '../tables';

/** Thrown when the database refuses a write to a locked pick (an edit that raced the lock, or any other writer). */
export function pickLockedError(): ConflictError {
  return new ConflictError(
    'This pick’s game has kicked off: its published fields are part of the record and cannot change.',
    PICK_LOCKED_CODE,
  );
}

/** Runs a write, answering the ledger triggers' refusal with `pickLockedError` and rethrowing anything else. */
export async function refusingLocked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (constraintViolation(err)?.kind === 'locked') throw pickLockedError();
    throw err;
  }
}

/**
 * Sets `locked_at` to `now` on every unlocked pick whose game has started at `now`: no longer scheduled, or
 * kicking off at or before it. `now` is season time (the demo season's clock locally), which is why the lock is
 * written here rather than judged by the database's own clock.
 */
export async function lockStartedPicks(db: Kysely<Database>, now: string): Promise<number> {
  const at = toIso(now);
  const started = db
    .selectFrom('games')
    .select('games.id')
    .where((eb) => eb.or([eb('games.status', '<>', 'scheduled'), eb('games.kickoff', '<=', at)]));
  const r = await db
    .updateTable('ai_picks')
    .set({ locked_at: at })
    .where('locked_at', 'is', null)
    .where('game_id', 'in', started)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Keeps a pick's published values as its next version, in the caller's transaction. */
export async function keepVersion(
  trx: Kysely<Database>,
  row: Selectable<AiPicksTable>,
  editedAt: string,
): Promise<void> {
  const last = await trx
    .selectFrom('ai_pick_versions')
    .select((eb) => eb.fn.max<number | string | null>('version').as('n'))
    .where('pick_id', '=', row.id)
    .executeTakeFirst();
  await trx
    .insertInto('ai_pick_versions')
    .values({
      pick_id: row.id,
      version: Number(last?.n ?? 0) + 1,
      pick: row.pick,
      line_value: row.line_value,
      odds: row.odds,
      over_odds: row.over_odds,
      under_odds: row.under_odds,
      sportsbook: row.sportsbook,
      confidence: row.confidence,
      published_at: toIso(row.created_at),
      edited_at: toIso(editedAt),
    })
    .execute();
}

/** A pick's versions, oldest first. */
export async function pickVersions(db: Kysely<Database>, pickId: string): Promise<AiPickVersion[]> {
  const rows = await db
    .selectFrom('ai_pick_versions')
    .selectAll()
    .where('pick_id', '=', pickId)
    .orderBy('version')
    .execute();
  return rows.map((row) =>
    parseRow(AiPickVersion, 'ai_pick_versions', {
      ...row,
      published_at: toIso(row.published_at),
      edited_at: toIso(row.edited_at),
    }),
  );
}
