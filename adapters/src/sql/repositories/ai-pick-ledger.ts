// The ledger's writes for the pick repository: locking picks at kickoff, keeping the published values an edit
// replaces, and turning the database's refusal (the triggers of migration 005) into a 409 the API can read.
import { AiPickVersion, ConflictError, PICK_LOCKED_CODE } from '@edgeboard/domain';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { constraintViolation } from '../constraint-errors';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { AiPicksTable } from '../tables';
import { closesOf } from './pick-closing';
import { inTransaction } from './query-helpers';

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
 * kicking off at or before it, and stores on each, in the same statement, the close of its book (the last pull
 * before kickoff), all in one transaction. `now` is season time (the demo season's clock locally), which is why the lock is written here
 * rather than judged by the database's own clock.
 */
export async function lockStartedPicks(db: Kysely<Database>, now: string): Promise<number> {
  const at = toIso(now);
  return inTransaction(db, async (trx) => {
    const started = (eb: ExpressionBuilder<Database, 'games'>) =>
      eb.or([eb('games.status', '<>', 'scheduled'), eb('games.kickoff', '<=', at)]);
    const locking = await trx
      .selectFrom('ai_picks')
      .innerJoin('games', 'games.id', 'ai_picks.game_id')
      .select([
        'ai_picks.id',
        'ai_picks.pick',
        'ai_picks.line_value',
        'ai_picks.odds',
        'ai_picks.sportsbook',
        'ai_picks.player',
        'ai_picks.player_id',
        'ai_picks.stat_type',
        'ai_picks.game_id',
        'games.kickoff',
      ])
      .where('ai_picks.locked_at', 'is', null)
      .where(started)
      .execute();
    if (locking.length === 0) return 0;
    // A pick's close goes in the statement that locks it: the database refuses it at any other time (migration 010).
    let locked = 0;
    for (const [id, close] of await closesOf(trx, locking)) {
      const r = await trx
        .updateTable('ai_picks')
        .set({ ...close, locked_at: at })
        .where('id', '=', id)
        .where('locked_at', 'is', null)
        .executeTakeFirst();
      locked += Number(r.numUpdatedRows);
    }
    const r = await trx
      .updateTable('ai_picks')
      .set({ locked_at: at })
      .where('locked_at', 'is', null)
      .where('game_id', 'in', trx.selectFrom('games').select('games.id').where(started))
      .executeTakeFirst();
    return locked + Number(r.numUpdatedRows);
  });
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
