// A fresh, empty PostgreSQL database on the run's server (scripts/vitest-pg-setup.ts), dropped afterwards:
// the API migrates it like a new deployment, and nothing of the repository tests' schemas is in the way.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `contracts_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
