import { Migrator, PostgresAdapter, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider, MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';

/** Static list instead of a folder scan, so migrations load the same under tsx, vitest and a bundle. */
class StaticMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/**
 * Brings the schema up to date. On PostgreSQL the bookkeeping tables go in the connection's current
 * schema, so databases that hold several schemas (tests, Supabase) keep their migrations apart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const r = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = r.rows[0]?.schema;
  }
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
