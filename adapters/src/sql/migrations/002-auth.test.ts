import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from './002-auth';

const AUTH_TABLES = [
  'auth_login_attempts',
  'auth_one_time_tokens',
  'auth_refresh_tokens',
  'auth_sessions',
  'auth_signing_keys',
  'auth_users',
];

describe('migration 002-auth on SQLite', () => {
  it('creates the auth tables, drops them again and can be re-applied', async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new SqliteDialect({ database: new Database(':memory:') }),
    });
    const tables = async () =>
      (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name like 'auth_%' order by name`.execute(
          db,
        )
      ).rows.map((r) => r.name);
    await up(db);
    expect(await tables()).toEqual(AUTH_TABLES);
    await down(db);
    expect(await tables()).toEqual([]);
    await up(db);
    expect(await tables()).toEqual(AUTH_TABLES);
    await db.destroy();
  });
});
