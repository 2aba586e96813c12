import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as upAuth } from './002-auth';
import { down, up } from './011-login-attempt-address';

describe('migration 011-login-attempt-address on SQLite', () => {
  it("gives older attempts the address 'unknown', and can be undone and re-applied", async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration test works below the typed schema
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    const columns = async () =>
      (
        await sql<{ name: string }>`select name from pragma_table_info('auth_login_attempts')`.execute(db)
      ).rows.map((r) => r.name);
    await upAuth(db);
    await db
      .insertInto('auth_login_attempts')
      .values({ id: 'a1', email: 'a@x.io', succeeded: 0, attempted_at: '2025-09-01T12:00:00.000Z' })
      .execute();
    await up(db);
    expect(await db.selectFrom('auth_login_attempts').select('client_address').execute()).toEqual([
      { client_address: 'unknown' },
    ]);
    await down(db);
    expect(await columns()).not.toContain('client_address');
    await up(db);
    expect(await columns()).toContain('client_address');
    await db.destroy();
  });
});
