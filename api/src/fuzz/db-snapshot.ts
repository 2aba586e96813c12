// Every table's row count and a digest of its rows: two equal snapshots mean a request changed nothing stored.
import { createHash } from 'node:crypto';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { PostgresAdapter, sql } from 'kysely';

export type Snapshot = Map<string, { rows: number; digest: string }>;

/**
 * Tables a refused request may write by design: failed sign-ins are counted per account (the lockout), which is
 * the point of refusing them.
 */
export const WRITTEN_WHEN_REFUSED = new Set(['auth_login_attempts']);

/** Reads any table by name (the snapshot does not know the schema's types). */
type AnyTableDb = {
  selectFrom(table: string): { selectAll(): { execute(): Promise<Record<string, unknown>[]> } };
};

const tableNames = new WeakMap<object, Promise<string[]>>();

/** The tables, read once per database: fuzzed requests add rows, never tables. */
function tablesOf(db: DbHandle['db']): Promise<string[]> {
  let names = tableNames.get(db);
  if (!names) {
    names = db.introspection
      .getTables()
      .then((tables) => tables.map((t) => t.name).filter((n) => !WRITTEN_WHEN_REFUSED.has(n)));
    tableNames.set(db, names);
  }
  return names;
}

/**
 * PostgreSQL: every table's count and a digest of its rows (as row literals, sorted) in one statement, since one
 * round trip per table per request made the fuzz run on PostgreSQL several times longer than on SQLite.
 */
async function postgresSnapshot(db: DbHandle['db'], names: readonly string[]): Promise<Snapshot> {
  const parts = names.map(
    (n) =>
      sql`select ${sql.lit(n)} as name, count(*)::int as rows,
        md5(coalesce(string_agg(x::text, E'\n' order by x::text), '')) as digest from ${sql.table(n)} x`,
  );
  const result = await sql<{
    name: string;
    rows: number;
    digest: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(result.rows.map((r) => [r.name, { rows: r.rows, digest: r.digest }]));
}

export async function snapshot(db: DbHandle['db']): Promise<Snapshot> {
  const names = await tablesOf(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return postgresSnapshot(db, names);
  const anyTable = db as unknown as AnyTableDb;
  const out: Snapshot = new Map();
  for (const name of names) {
    // Any stable order will do: both snapshots read the same way.
    const rows = await anyTable.selectFrom(name).selectAll().execute();
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    out.set(name, {
      rows: rows.length,
      digest: createHash('sha1').update(lines.join('\n')).digest('hex'),
    });
  }
  return out;
}

/** The tables whose rows differ, with their counts before and after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((n) => before.get(n)?.digest !== after.get(n)?.digest)
    .map((n) => `${n} (${before.get(n)?.rows ?? 0} -> ${after.get(n)?.rows ?? 0} rows)`);
}
