// A regeneration's write (issue #28 item 5): a pick the engine makes again for the same prop (the use case gives
// it the stored pick's id) is rewritten in place, never deleted and inserted, so the bets tracking it keep their
// link (bets.pick_id is ON DELETE SET NULL) and its alert notices still point at it. It keeps its first
// publication time (the capped plans' allowance is counted in that order) and, when its call, line, prices or
// Edge Score change, the values it replaces as a version, as an edit does. Graded and locked picks are never
// written (the ledger's triggers would refuse the locked ones anyway).
import { changesLedger, type AiPick } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import type { AiPicksTable } from '../tables';
import { keepVersion } from './ai-pick-ledger';
import { pickValues, toAiPick } from './ai-pick-rows';
import { chunk, INSERT_CHUNK } from './query-helpers';

export interface RewriteCounts {
  /** Ungraded, unlocked picks of the week the run no longer makes: deleted. */
  deleted: number;
  /** Picks of props that had none. */
  inserted: number;
  /** Picks of props that had one: rewritten under the same id. */
  updated: number;
}

type Row = Selectable<AiPicksTable>;

const replaceable = (row: Row) => row.result === null && row.locked_at === null;

async function storedByIds(trx: Kysely<Database>, ids: readonly string[]): Promise<Map<string, Row>> {
  const stored = new Map<string, Row>();
  for (const part of chunk(ids, INSERT_CHUNK)) {
    const rows = await trx.selectFrom('ai_picks').selectAll().where('id', 'in', part).execute();
    for (const row of rows) stored.set(row.id, row);
  }
  return stored;
}

/** Inserts the picks in chunks, an id taken meanwhile being skipped; counts the rows written. */
async function insertNew(trx: Kysely<Database>, picks: readonly AiPick[]): Promise<number> {
  let inserted = 0;
  for (const part of chunk(picks, INSERT_CHUNK)) {
    const r = await trx
      .insertInto('ai_picks')
      .values(part.map(pickValues))
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    inserted += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** Rewrites one replaceable pick in place; `next.created_at` (the run's time) dates the version it keeps. */
async function rewrite(trx: Kysely<Database>, before: Row, next: AiPick): Promise<number> {
  const current = toAiPick(before);
  if (changesLedger(current, { ...next, created_at: current.created_at }))
    await keepVersion(trx, before, next.created_at);
  const { id: _id, created_at: _published, ...set } = pickValues(next);
  const r = await trx
    .updateTable('ai_picks')
    .set(set)
    .where('id', '=', before.id)
    .where('result', 'is', null)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Writes `picks` in the caller's transaction: over the replaceable pick with each one's id, as new otherwise,
 * skipping graded and locked ids; with `week`, deletes that week's replaceable picks not among them.
 */
export async function rewriteUngraded(
  trx: Kysely<Database>,
  picks: readonly AiPick[],
  week?: { season: number; week: number },
): Promise<RewriteCounts> {
  const stored = await storedByIds(
    trx,
    picks.map((p) => p.id),
  );
  let updated = 0;
  const fresh: AiPick[] = [];
  for (const p of picks) {
    const before = stored.get(p.id);
    if (!before) fresh.push(p);
    else if (replaceable(before)) updated += await rewrite(trx, before, p);
  }
  const inserted = await insertNew(trx, fresh);
  if (!week) return { deleted: 0, inserted, updated };
  const keep = new Set(picks.map((p) => p.id));
  const gone = (
    await trx
      .selectFrom('ai_picks')
      .select('id')
      .where('season', '=', week.season)
      .where('week', '=', week.week)
      .where('result', 'is', null)
      .where('locked_at', 'is', null)
      .execute()
  )
    .map((r) => r.id)
    .filter((id) => !keep.has(id));
  let deleted = 0;
  for (const part of chunk(gone, INSERT_CHUNK)) {
    const r = await trx
      .deleteFrom('ai_picks')
      .where('id', 'in', part)
      .where('result', 'is', null)
      .where('locked_at', 'is', null)
      .executeTakeFirst();
    deleted += Number(r.numDeletedRows);
  }
  return { deleted, inserted, updated };
}
