// Every table's row count and a digest of its rows: two equal snapshots mean a request changed nothing stored.
import { createHash } from 'node:crypto';
import type { DbHandle } from '@edgeboard/adapters/sql/db';

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

export async function snapshot(db: DbHandle['db']): Promise<Snapshot> {
  const anyTable = db as unknown as AnyTableDb;
  const out: Snapshot = new Map();
  for (const table of await db.introspection.getTables()) {
    if (WRITTEN_WHEN_REFUSED.has(table.name)) continue;
    // Any stable order will do: both snapshots read the same way.
    const rows = await anyTable.selectFrom(table.name).selectAll().execute();
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    out.set(table.name, {
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
