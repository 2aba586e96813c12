import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { inject } from 'vitest';
import { createDb } from '../sql/db';
import type { AuthTables } from '../sql/auth-tables';
import { up as upAuth } from '../sql/migrations/002-auth';
import { up as upLoginAttemptAddress } from '../sql/migrations/011-login-attempt-address';
import type { AuthStore } from './auth-store';
import type { Clock, Mailer } from './local-auth-service';
import { MemoryAuthStore } from './memory-auth-store';
import { SqlAuthStore } from './sql-auth-store';

/** Test doubles for the auth service's ports, shared by the adapter and API tests. */

/** A fixed install secret for tests (the real one is generated per install). */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

export class ManualClock implements Clock {
  private current: number;
  constructor(start = '2025-09-01T12:00:00.000Z') {
    this.current = Date.parse(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export class OutboxMailer implements Mailer {
  readonly sent: SentMail[] = [];
  send(message: SentMail): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
  /** The first http(s) link of the newest mail to the address. */
  lastLinkTo(to: string): string {
    const mail = this.sent.filter((m) => m.to === to).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`No link was mailed to ${to}`);
    return link;
  }
}

/** The auth tables as the migrations leave them (002, then 011's client address on sign-in attempts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrations take any schema
async function up(db: Kysely<any>): Promise<void> {
  await upAuth(db);
  await upLoginAttemptAddress(db);
}

export interface StoreUnderTest {
  store: AuthStore;
  close: () => Promise<void>;
}

export async function createSqliteAuthStore(): Promise<StoreUnderTest> {
  const database = new Database(':memory:');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<AuthTables>({ dialect: new SqliteDialect({ database }) });
  await up(db);
  return { store: new SqlAuthStore(db), close: () => db.destroy() };
}

export function createMemoryAuthStore(): Promise<StoreUnderTest> {
  return Promise.resolve({ store: new MemoryAuthStore(), close: () => Promise.resolve() });
}

/** A store in its own throwaway schema of the run's PostgreSQL server (scripts/vitest-pg-setup.ts). */
export async function createPostgresAuthStore(url: string): Promise<StoreUnderTest> {
  const schema = `auth_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const handle = createDb(url, { schema, poolSize: 2 });
  await sql`create schema ${sql.id(schema)}`.execute(handle.db);
  await up(handle.db);
  return {
    store: new SqlAuthStore(handle.db),
    close: async () => {
      try {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}

const postgresUrl = inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;

/** Memory, SQLite and, whenever the run has a PostgreSQL server (always under CI), PostgreSQL. */
export const authStoreFactories: readonly [string, () => Promise<StoreUnderTest>][] = [
  ['memory', createMemoryAuthStore],
  ['sqlite', createSqliteAuthStore],
  ...(postgresUrl
    ? [['postgres', () => createPostgresAuthStore(postgresUrl)] as [string, () => Promise<StoreUnderTest>]]
    : []),
];
