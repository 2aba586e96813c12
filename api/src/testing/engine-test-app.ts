// The route tests' app (createTestApp) on SQLite and on PostgreSQL, for tests whose answer depends on the
// engine (the SQL a request sends). PostgreSQL gets a fresh database on the run's server, dropped afterwards,
// and follows the repository tests' rule: under CI=true a missing server fails the run, elsewhere it is skipped.
import { createDb, type SqlDialect } from '@edgeboard/adapters/sql/db';
import { postgresUrl } from '@edgeboard/adapters/sql/test-engines';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const handle = createDb(serverUrl, { poolSize: 1 });
  try {
    await sql.raw(statement).execute(handle.db);
  } finally {
    await handle.close();
  }
}

async function openApp(engine: SqlDialect): Promise<{ app: TestApp; dispose: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const app = await createTestApp();
    return { app, dispose: () => app.close() };
  }
  const serverUrl = postgresUrl();
  if (!serverUrl) throw new Error('no PostgreSQL server for this run');
  const name = `app_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const app = await createTestApp({ databaseUrl: url.toString() });
    return {
      app,
      dispose: async () => {
        try {
          await app.close();
        } finally {
          await drop();
        }
      },
    };
  } catch (err) {
    await drop();
    throw err;
  }
}

/** Runs `body` against a fresh app on SQLite, then on PostgreSQL. */
export function describeEachEngineApp(
  name: string,
  body: (getApp: () => TestApp, engine: SqlDialect) => void,
): void {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const missing = engine === 'postgres' && !postgresUrl();
    if (missing && process.env.CI === 'true') {
      describe(`${name} [postgres]`, () => {
        it('needs PostgreSQL under CI', () => {
          throw new Error('CI=true and no PostgreSQL for this run (scripts/vitest-pg-setup.ts)');
        });
      });
      continue;
    }
    if (missing) console.warn(`[${name}] skipping the PostgreSQL run: no PostgreSQL server for this run`);
    (missing ? describe.skip : describe)(`${name} [${engine}]`, () => {
      let opened: { app: TestApp; dispose: () => Promise<void> } | undefined;
      beforeAll(async () => {
        opened = await openApp(engine);
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      body(() => {
        if (!opened) throw new Error(`The ${engine} app is not open (did beforeAll fail?)`);
        return opened.app;
      }, engine);
    });
  }
}
