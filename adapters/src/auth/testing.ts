import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { AuthTables } from '../sql/auth-tables';
import { up } from '../sql/migrations/002-auth';
import type { AuthStore } from './auth-store';
import type { Clock, Mailer } from './local-auth-service';
import { MemoryAuthStore } from './memory-auth-store';
import { SqlAuthStore } from './sql-auth-store';

/** Test doubles for the auth service's ports, shared by the adapter and API tests. */

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

export const authStoreFactories: readonly [string, () => Promise<StoreUnderTest>][] = [
  ['memory', createMemoryAuthStore],
  ['sqlite', createSqliteAuthStore],
];
