import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, inject, it } from 'vitest';
import { createDb } from './db';
import type { Database, DbHandle, SqlDialect } from './db';
import { migrateToLatest } from './migrate';

declare module 'vitest' {
  interface ProvidedContext {
    /** Set by scripts/vitest-pg-setup.ts when a PostgreSQL server is available for the run. */
    testDatabaseUrl?: string;
  }
}

export type GetDb = () => Kysely<Database>;
export type EngineSuite = (getDb: GetDb, engine: SqlDialect) => void;

/**
 * Before each test of the suite, empties `tables` in the order given (rows that reference others first), then
 * runs `seed`: every test starts from the same rows, whatever the one before it wrote.
 */
export function emptyBeforeEach(
  getDb: GetDb,
  tables: readonly (keyof Database)[],
  seed?: () => Promise<unknown>,
): void {
  beforeEach(async () => {
    for (const table of tables) await getDb().deleteFrom(table).execute();
    await seed?.();
  });
}

/** The run's PostgreSQL server (scripts/vitest-pg-setup.ts or TEST_DATABASE_URL), if it has one. */
export function postgresUrl(): string | undefined {
  return inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;
}

function suiteOn(
  engine: SqlDialect,
  open: () => Promise<{ handle: DbHandle; dispose: () => Promise<void> }>,
  body: EngineSuite,
) {
  let handle: DbHandle | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await open();
    handle = opened.handle;
    dispose = opened.dispose;
  });
  afterAll(async () => {
    await dispose?.();
  });
  body(() => {
    if (!handle) throw new Error(`The ${engine} database is not open (did beforeAll fail?)`);
    return handle.db;
  }, engine);
}

async function openSqlite() {
  const handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  return { handle, dispose: () => handle.close() };
}

/** A fresh schema per suite, so suites running in parallel workers never see each other's rows. */
async function openPostgres(url: string) {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const handle = createDb(url, { schema, poolSize: 4 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(handle.db);
    await migrateToLatest(handle.db);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return {
    handle,
    dispose: async () => {
      try {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}

/**
 * Runs `body` once on a fresh migrated SQLite database and once on PostgreSQL. PostgreSQL comes from
 * the global setup (scripts/vitest-pg-setup.ts) or TEST_DATABASE_URL. Under CI=true a missing server
 * fails the run; elsewhere the PostgreSQL half is skipped with a message.
 */
export function describeEachEngine(name: string, body: EngineSuite): void {
  describe(`${name} [sqlite]`, () => {
    suiteOn('sqlite', openSqlite, body);
  });

  const url = postgresUrl();
  if (url) {
    describe(`${name} [postgres]`, () => {
      suiteOn('postgres', () => openPostgres(url), body);
    });
    return;
  }
  const why =
    'no PostgreSQL for this run: register scripts/vitest-pg-setup.ts as globalSetup or set TEST_DATABASE_URL';
  if (process.env.CI === 'true') {
    describe(`${name} [postgres]`, () => {
      it('needs PostgreSQL under CI', () => {
        throw new Error(`CI=true and ${why}`);
      });
    });
    return;
  }
  console.warn(`[${name}] skipping the PostgreSQL run: ${why}`);
  describe.skip(`${name} [postgres]`, () => {
    suiteOn('postgres', () => Promise.reject(new Error(why)), body);
  });
}
