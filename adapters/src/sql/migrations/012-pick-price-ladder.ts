import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';
import { LEDGER_REFUSAL } from './005-pick-ledger';

/**
 * Two published fields of a priced pick (issue #29). `best_line`: the line of the pick's best price when a book quoted another line than the posted one (issue #29 item 3:
 * "Over 42.5 at Caesars" beside a pick posted at 43.5). Null when the best price is at the posted line, and on
 * every pick stored before. `price_ladder`: the engine's P(over) at the alt-line ladder and every line a book
 * quoted, [{line, p_over}] as JSON, read by the analysis's ladder and the odds board's EV per quote; null on
 * picks stored before. Published fields: frozen at kickoff like the rest of the row. PostgreSQL's guard
 * (010) compares the whole row, so it covers this column by itself; SQLite's triggers name their columns, so
 * this one gets its own.
 */
const REFUSE = `${LEDGER_REFUSAL}: this pick kicked off; only its grading may be written, once`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('ai_picks').addColumn('best_line', t.float).execute();
  await db.schema.alterTable('ai_picks').addColumn('price_ladder', t.json).execute();
  if (t.pg) return;
  await sql
    .raw(
      `create trigger ai_picks_locked_best_line before update on ai_picks
       when new.locked_at is not null and (new.best_line is not old.best_line
         or new.price_ladder is not old.price_ladder)
       begin select raise(abort, '${REFUSE}'); end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (!t.pg) await sql.raw('drop trigger if exists ai_picks_locked_best_line').execute(db);
  await db.schema.alterTable('ai_picks').dropColumn('price_ladder').execute();
  await db.schema.alterTable('ai_picks').dropColumn('best_line').execute();
}
