// Vitest globalSetup: gives the run a PostgreSQL server for the both-engine repository tests.
// Uses TEST_DATABASE_URL or a postgres DATABASE_URL when set; otherwise starts a throwaway cluster
// (scripts/pg-cluster.mjs) and stops it in teardown. Suites isolate themselves in their own schema.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startCluster, stopCluster } from './pg-cluster.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    testDatabaseUrl?: string;
  }
}

const TEST_DATABASE = 'edgeboard_test';

function configuredUrl(): string | undefined {
  const fromEnv = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return fromEnv && /^postgres(?:ql)?:\/\//i.test(fromEnv) ? fromEnv : undefined;
}

async function createTestDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${TEST_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${TEST_DATABASE}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const existing = configuredUrl();
  if (existing) {
    process.env.TEST_DATABASE_URL = existing;
    project.provide('testDatabaseUrl', existing);
    return undefined;
  }

  let cluster;
  try {
    const started = Date.now();
    cluster = await startCluster();
    const url = await createTestDatabase(cluster.url);
    // provide() reaches every worker; the env var serves code that reads the environment directly.
    process.env.TEST_DATABASE_URL = url;
    project.provide('testDatabaseUrl', url);
    console.log(`PostgreSQL test cluster on ${url} (${Date.now() - started} ms)`);
  } catch (err) {
    if (cluster) await stopCluster(cluster.dir);
    const message = err instanceof Error ? err.message : String(err);
    if (process.env.CI === 'true')
      throw new Error(`CI=true and no PostgreSQL could be started: ${message}`, { cause: err });
    console.warn(`PostgreSQL tests will be skipped: ${message}`);
    return undefined;
  }

  const dir = cluster.dir;
  return async () => {
    await stopCluster(dir);
  };
}
