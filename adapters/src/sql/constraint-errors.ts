// Recognises a write refused by a database constraint, on either engine, so the HTTP layer can answer a clear
// 409/422 instead of a 500: better-sqlite3 throws SqliteError with code SQLITE_CONSTRAINT_*, node-postgres a
// DatabaseError with the SQLSTATE in `code` (class 23). Kysely passes both through unchanged; the cause chain
// is walked anyway in case a repository wraps them.

import type { ConstraintKind, ConstraintViolation } from '@edgeboard/domain';

export type { ConstraintKind, ConstraintViolation } from '@edgeboard/domain';

/** The prefix of the ledger triggers' messages (written in migration 005, which keeps its own copy). */
export const LEDGER_REFUSAL = 'ai_pick_locked';

const SQLITE_KINDS: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
};

const POSTGRES_KINDS: Record<string, ConstraintKind> = {
  '23505': 'unique',
  '23503': 'foreign_key',
  '23514': 'check',
  '23502': 'not_null',
};

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  column?: unknown;
  cause?: unknown;
}

/** SQLite: "UNIQUE constraint failed: marketing_fields.name" (several columns: "t.a, t.b"). */
function sqliteColumn(message: string): string | undefined {
  const match = /constraint failed: ([\w.]+)/.exec(message);
  const qualified = match?.[1];
  return qualified?.split('.').pop();
}

/** PostgreSQL: detail "Key (name)=(x) already exists." or the error's `column` (not-null). */
function postgresColumn(e: DriverError): string | undefined {
  if (typeof e.column === 'string' && e.column !== '') return e.column;
  const match = typeof e.detail === 'string' ? /^Key \(([\w]+)\)=/.exec(e.detail) : null;
  return match?.[1];
}

function classify(e: DriverError): ConstraintViolation | null {
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  // A trigger's refusal: SQLite's RAISE(ABORT) and PostgreSQL's 23000, told apart from others by the message.
  if ((code === 'SQLITE_CONSTRAINT_TRIGGER' || code === '23000') && message.includes(LEDGER_REFUSAL))
    return { kind: 'locked' };
  const sqlite = SQLITE_KINDS[code];
  if (sqlite) {
    // A CHECK failure names the constraint, not a column; a foreign key failure names nothing.
    const column = sqlite === 'unique' || sqlite === 'not_null' ? sqliteColumn(message) : undefined;
    return column === undefined ? { kind: sqlite } : { kind: sqlite, column };
  }
  const postgres = POSTGRES_KINDS[code];
  if (!postgres) return null;
  const violation: ConstraintViolation = { kind: postgres };
  const column = postgres === 'unique' || postgres === 'not_null' ? postgresColumn(e) : undefined;
  if (column !== undefined) violation.column = column;
  if (postgres === 'foreign_key')
    violation.direction =
      typeof e.detail === 'string' && e.detail.includes('is still referenced') ? 'referenced' : 'missing';
  return violation;
}

/** The constraint a failed write broke, or null when the error is something else. */
export function constraintViolation(err: unknown): ConstraintViolation | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const driverError: DriverError = current;
    const found = classify(driverError);
    if (found) return found;
    current = driverError.cause;
  }
  return null;
}

/** True when the write failed because the value already exists (a unique or primary key). */
export function isUniqueViolation(err: unknown): boolean {
  return constraintViolation(err)?.kind === 'unique';
}
