import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';
import { LEDGER_REFUSAL } from './005-pick-ledger';

/**
 * A priced pick's published distribution (issue #29 item 3): `price_curve`, the parameters of the anchored
 * distribution its `price_ladder` was read from ({family, line, below: {mean, variance}, above?, shift?} as JSON),
 * so the odds board can judge a quote at a line the ladder never read (a book that moved after publication). Null
 * on picks stored before. A published field: frozen at kickoff like the rest of the row. PostgreSQL's guard (010)
 * compares the whole row, so it covers this column by itself; SQLite's triggers name their columns, so this one
 * gets its own.
 */
const REFUSE = `${LEDGER_REFUSAL}: this pick kicked off; only its grading may be written, once`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('ai_picks').addColumn('price_curve', t.json).execute();
  if (t.pg) return;
  await sql
    .raw(
      `create trigger ai_picks_locked_price_curve before update on ai_picks
       when new.locked_at is not null and new.price_curve is not old.price_curve
       begin select raise(abort, '${REFUSE}'); end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (!t.pg) await sql.raw('drop trigger if exists ai_picks_locked_price_curve').execute(db);
  await db.schema.alterTable('ai_picks').dropColumn('price_curve').execute();
}
