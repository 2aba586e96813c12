// A migrated in-memory SQLite database with the real repositories: the set-up of the tests that drive route
// modules or jobs without the whole app.
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';

export interface TestDb {
  handle: DbHandle;
  repos: SqlRepositories;
  close(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  return { handle, repos: createSqlRepositories(handle.db), close: () => handle.close() };
}
