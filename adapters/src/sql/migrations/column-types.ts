import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * The few types that differ between the engines. SQLite keeps ISO text, 0/1 and JSON text;
 * PostgreSQL gets its native types, read back through the pool's parsers in `db.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export function columnTypes(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    bool: pg ? ('boolean' as const) : ('integer' as const),
    json: pg ? ('jsonb' as const) : ('text' as const),
    /** double precision on pg: `numeric` would come back as strings. */
    float: pg ? ('double precision' as const) : ('real' as const),
    serialType: pg ? ('serial' as const) : ('integer' as const),
    serial: (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()),
  };
}
