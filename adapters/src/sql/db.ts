import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import { QueuedSqliteDialect } from './sqlite-queue';
import pg from 'pg';
import type { AuthTables } from './auth-tables';
import { StatementLog } from './statement-log';
import type { CoreTables } from './tables';

export type Database = CoreTables & AuthTables;
export type SqlDialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** Every statement sent through `db` (tests count round trips per request with it). */
  statements: StatementLog;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL only: run every statement in this schema (tests give each suite its own). */
  schema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

const PG_URL = /^postgres(?:ql)?:\/\//i;

export function isPostgresUrl(url: string): boolean {
  return PG_URL.test(url);
}

/**
 * Type parsers for the pg pool so rows arrive in the same shapes SQLite gives: counts (int8) and
 * numerics as numbers, timestamps as ISO strings. Scoped to our pool, not pg's global registry.
 */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

type TextParser = (value: string) => unknown;
const defaultParser = pg.types.getTypeParser.bind(pg.types) as (oid: number, format: 'text') => TextParser;
const parsers = new Map<number, TextParser>([
  [PG_INT8, Number],
  [PG_NUMERIC, Number],
  [PG_TIMESTAMPTZ, (v) => new Date(v).toISOString()],
  // A timestamp without zone is read as UTC, the zone every writer here uses.
  [PG_TIMESTAMP, (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString()],
]);
// The pool only ever asks for text-format parsers.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: number) => parsers.get(oid) ?? defaultParser(oid, 'text'),
};

function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
}

/** Opens the database named by `url`: `postgres://…` / `postgresql://…`, else a SQLite file or `:memory:`. */
export function createDb(url: string, options: CreateDbOptions = {}): DbHandle {
  const statements = new StatementLog();
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // Fail fast on a server that does not answer instead of hanging start-up or a request.
      connectionTimeoutMillis: 10_000,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    });
    const watched = watchPool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: statements.hook });
    const close = async () => {
      const closed = watched.allClosed();
      await db.destroy(); // pool.end()
      await closed;
    };
    return { db, dialect: 'postgres', statements, close };
  }

  const file = sqliteFile(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL lets the API read while a writer commits; :memory: has no journal file to switch.
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }),
    log: statements.hook,
  });
  return { db, dialect: 'sqlite', statements, close: () => db.destroy() };
}

/**
 * What a pg Pool needs beyond its defaults to fail and close well:
 * - An idle client's error (the server restarted, or dropped the connection) reaches the pool's `error`
 *   event, and an EventEmitter with no listener throws it: the process would crash on a database restart.
 *   The pool has already discarded that client and connects a new one on the next query; say so and go on.
 * - end() resolves as soon as each client has been asked to end, before its socket closes; a server that
 *   drops the database or shuts down in that gap sent the error above to whoever closed the pool. Closing
 *   waits until the pool has said `remove` (a client's end has finished) for every client it connected.
 */
function watchPool(pool: pg.Pool): { allClosed(): Promise<void> } {
  const open = new Set<pg.PoolClient>();
  let ending = false;
  let onAllClosed: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) onAllClosed?.();
  });
  pool.on('error', (err) => {
    if (!ending) console.warn(`[db] an idle PostgreSQL connection failed and was dropped: ${err.message}`);
  });
  return {
    allClosed: () => {
      ending = true;
      return open.size === 0 ? Promise.resolve() : new Promise((resolve) => (onAllClosed = resolve));
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and preparing costs more than running a small indexed query. The
 * statements are kept per SQL text (least recently used dropped first); better-sqlite3 is synchronous, so a
 * statement is never in use twice at once.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      let stmt = cache.get(text);
      if (stmt) {
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
      }
      cache.set(text, stmt);
      return stmt;
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
