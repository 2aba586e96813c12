import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The ledger: a pick is locked when its game kicks off (`locked_at`), and from then on the database itself
 * refuses to change its published fields, to clear the lock or to delete it, whoever writes. The triggers key on
 * the row's lock state, not on a clock: local mode judges kickoffs by the demo season's clock, which is not the
 * database's. Edits before kickoff keep the values they replaced in `ai_pick_versions`.
 */
// The domain's LEDGER_FIELDS as of this migration, copied on purpose: a migration is a snapshot, and a later
// change to the domain's list must come with a migration of its own rather than rewrite what 005 installed.
export const LEDGER_COLUMNS = [
  'pick',
  'line_value',
  'odds',
  'over_odds',
  'under_odds',
  'sportsbook',
  'confidence',
  'created_at',
] as const;

/** The message prefix both engines' refusals carry, so the adapters can tell them from other failures. */
export const LEDGER_REFUSAL = 'ai_pick_locked';

const changed = LEDGER_COLUMNS.map((c) => `new.${c} is distinct from old.${c}`).join(' or ');
const changedSqlite = LEDGER_COLUMNS.map((c) => `new.${c} is not old.${c}`).join(' or ');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('ai_picks').addColumn('locked_at', t.timestamp).execute();
  await db.schema
    .createTable('ai_pick_versions')
    .addColumn('pick_id', 'text', (c) => c.notNull().references('ai_picks.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull())
    .addColumn('line_value', t.float, (c) => c.notNull())
    .addColumn('odds', 'integer')
    .addColumn('over_odds', 'integer')
    .addColumn('under_odds', 'integer')
    .addColumn('sportsbook', 'text')
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('published_at', t.timestamp, (c) => c.notNull())
    .addColumn('edited_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_pick_versions_pk', ['pick_id', 'version'])
    .execute();
  await installLedgerTriggers(db);
}

/** The triggers this migration installs (migration 010 replaces them and puts them back on the way down). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function installLedgerTriggers(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.pg) {
    await sql
      .raw(
        `create function ai_picks_ledger_guard() returns trigger language plpgsql as $$
begin
  if old.locked_at is null then
    if tg_op = 'DELETE' then return old; end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    raise exception '${LEDGER_REFUSAL}: pick % kicked off and cannot be deleted', old.id
      using errcode = 'integrity_constraint_violation';
  end if;
  if new.locked_at is distinct from old.locked_at or ${changed} then
    raise exception '${LEDGER_REFUSAL}: pick % kicked off and its published fields cannot change', old.id
      using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ai_picks_ledger before update or delete on ai_picks
         for each row execute function ai_picks_ledger_guard()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger ai_picks_ledger_update before update on ai_picks
       when old.locked_at is not null and (new.locked_at is not old.locked_at or ${changedSqlite})
       begin select raise(abort, '${LEDGER_REFUSAL}: this pick kicked off and its published fields cannot change'); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ai_picks_ledger_delete before delete on ai_picks
       when old.locked_at is not null
       begin select raise(abort, '${LEDGER_REFUSAL}: this pick kicked off and cannot be deleted'); end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.pg) {
    await sql.raw('drop trigger if exists ai_picks_ledger on ai_picks').execute(db);
    await sql.raw('drop function if exists ai_picks_ledger_guard()').execute(db);
  } else {
    await sql.raw('drop trigger if exists ai_picks_ledger_update').execute(db);
    await sql.raw('drop trigger if exists ai_picks_ledger_delete').execute(db);
  }
  await db.schema.dropTable('ai_pick_versions').execute();
  await db.schema.alterTable('ai_picks').dropColumn('locked_at').execute();
}
