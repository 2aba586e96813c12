import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';
import { installLedgerTriggers, LEDGER_REFUSAL } from './005-pick-ledger';
import { CLOSING_COLUMNS } from './006-line-history';

/**
 * The database guards the whole row of a locked pick (issue #30 item 7). Migration 005 froze its eight
 * published fields only: its result, profit, player, stat type, week, game, best book, close and CLV could still
 * be rewritten after kickoff, which rewrites the public record. From here on, per row:
 *
 * - locking (`locked_at` from null to a time) may also write the close and CLV, and nothing else;
 * - a locked pick may be graded once (`result` from null to a result, with `graded_at`), which writes the grading
 *   columns only; once graded, nothing of it changes; its lock never changes; it is never deleted (005);
 * - an unlocked pick never gets a close: the close is written by the statement that locks it.
 *
 * Like 005, the rules key on the row's state, not on a clock, and refuse whoever writes.
 */
// The columns as of this migration, copied on purpose (a migration is a snapshot). PostgreSQL compares the whole
// row less the writable columns, so a column added later is guarded there by itself; SQLite has no row values,
// so a later column must be added to its trigger by a migration of its own (the ledger test tries every column
// the table has on both engines, and fails until it is).
export const GRADING_COLUMNS = ['result', 'actual_value', 'profit', 'graded_at'] as const;
export const CLOSE_COLUMNS = CLOSING_COLUMNS.map(([name]) => name);
export const FROZEN_COLUMNS = [
  'id',
  'player',
  'player_id',
  'opponent',
  'stat_type',
  'pick',
  'line_value',
  'confidence',
  'reasoning',
  'condensed_reasoning',
  'analysis',
  'season',
  'week',
  'game_id',
  'team',
  'position',
  'projection',
  'p_over',
  'odds',
  'created_at',
  'line_source',
  'sportsbook',
  'line_pulled_at',
  'over_odds',
  'under_odds',
  'fair_p',
  'model_p',
  'win_p',
  'best_book',
  'ev',
  'verdict',
  'no_play_reason',
] as const;

const sqliteChanged = (columns: readonly string[]) =>
  columns.map((c) => `new.${c} is not old.${c}`).join(' or ');
const quoted = (columns: readonly string[]) => columns.map((c) => `'${c}'`).join(', ');
const tuple = (row: 'new' | 'old', columns: readonly string[]) =>
  `(${columns.map((c) => `${row}.${c}`).join(', ')})`;

const REFUSE_LOCKED = `${LEDGER_REFUSAL}: this pick kicked off; only its grading may be written, once`;
const REFUSE_CLOSE = `${LEDGER_REFUSAL}: the close of a pick is written when it locks, and only then`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as below
async function installPostgres(db: Kysely<any>): Promise<void> {
  // `to_jsonb(row) - columns`: the row less the columns a rule lets change, compared as one value.
  const except = (columns: readonly string[]) => `array[${quoted(columns)}]`;
  const writableWhenLocked = except(GRADING_COLUMNS);
  const writableAtLock = except(['locked_at', ...CLOSE_COLUMNS]);
  await sql
    .raw(
      `create or replace function ai_picks_row_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.locked_at is not null then
      raise exception '${LEDGER_REFUSAL}: pick % kicked off and cannot be deleted', old.id
        using errcode = 'integrity_constraint_violation';
    end if;
    return old;
  end if;
  if old.locked_at is not null then
    if (to_jsonb(new) - ${writableWhenLocked}) is distinct from (to_jsonb(old) - ${writableWhenLocked})
      or (${tuple('new', GRADING_COLUMNS)} is distinct from ${tuple('old', GRADING_COLUMNS)}
          and (old.result is not null or new.result is null or new.graded_at is null)) then
      raise exception '${REFUSE_LOCKED} (pick %)', old.id using errcode = 'integrity_constraint_violation';
    end if;
    return new;
  end if;
  if new.locked_at is not null then
    if (to_jsonb(new) - ${writableAtLock}) is distinct from (to_jsonb(old) - ${writableAtLock}) then
      raise exception '${REFUSE_LOCKED} (pick %)', old.id using errcode = 'integrity_constraint_violation';
    end if;
    return new;
  end if;
  if ${tuple('new', CLOSE_COLUMNS)} is distinct from ${tuple('old', CLOSE_COLUMNS)} then
    raise exception '${REFUSE_CLOSE} (pick %)', old.id using errcode = 'integrity_constraint_violation';
  end if;
  return new;
end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ai_picks_row_guard before update or delete on ai_picks
       for each row execute function ai_picks_row_guard()`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as below
async function installSqlite(db: Kysely<any>): Promise<void> {
  const grading = sqliteChanged(GRADING_COLUMNS);
  const frozen = sqliteChanged(FROZEN_COLUMNS);
  const closes = sqliteChanged(CLOSE_COLUMNS);
  const raise = (message: string) => `begin select raise(abort, '${message}'); end`;
  await sql
    .raw(
      `create trigger ai_picks_locked_row before update on ai_picks
       when old.locked_at is not null and (
         new.locked_at is not old.locked_at or ${frozen} or ${closes}
         or ((${grading}) and (old.result is not null or new.result is null or new.graded_at is null)))
       ${raise(REFUSE_LOCKED)}`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ai_picks_locking_row before update on ai_picks
       when old.locked_at is null and new.locked_at is not null and (${frozen} or ${grading})
       ${raise(REFUSE_LOCKED)}`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ai_picks_unlocked_close before update on ai_picks
       when old.locked_at is null and new.locked_at is null and (${closes})
       ${raise(REFUSE_CLOSE)}`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ai_picks_locked_delete before delete on ai_picks
       when old.locked_at is not null
       begin select raise(abort, '${LEDGER_REFUSAL}: this pick kicked off and cannot be deleted'); end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.pg) {
    await sql.raw('drop trigger if exists ai_picks_ledger on ai_picks').execute(db);
    await sql.raw('drop function if exists ai_picks_ledger_guard()').execute(db);
    await installPostgres(db);
    return;
  }
  await sql.raw('drop trigger if exists ai_picks_ledger_update').execute(db);
  await sql.raw('drop trigger if exists ai_picks_ledger_delete').execute(db);
  await installSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.pg) {
    await sql.raw('drop trigger if exists ai_picks_row_guard on ai_picks').execute(db);
    await sql.raw('drop function if exists ai_picks_row_guard()').execute(db);
  } else {
    for (const name of [
      'ai_picks_locked_row',
      'ai_picks_locking_row',
      'ai_picks_unlocked_close',
      'ai_picks_locked_delete',
    ])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  }
  await installLedgerTriggers(db);
}
