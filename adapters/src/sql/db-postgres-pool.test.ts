// The PostgreSQL pool's failure and shutdown behaviour: a lost idle connection is not a crash, and close()
// means every connection is gone (the contract suite drops its database right after closing).
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from './db';

const serverUrl = inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;

async function backendPid(handle: ReturnType<typeof createDb>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
  const pid = rows[0]?.pid;
  if (pid === undefined) throw new Error('no backend pid');
  return pid;
}

describe.skipIf(!serverUrl && process.env.CI !== 'true')('the PostgreSQL pool', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    if (!serverUrl) throw new Error('CI=true and no PostgreSQL for this run');
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(() => admin.end());

  const alive = async (pids: number[]) => {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where pid = any($1::int[])',
      [pids],
    );
    return Number(rows[0]?.n);
  };

  it('close() resolves only once every connection has ended', async () => {
    const handle = createDb(serverUrl ?? '', { poolSize: 3 });
    // Three queries at once hold three connections.
    const pids = await Promise.all([
      backendPid(handle),
      sql`select pg_sleep(0.05)`.execute(handle.db).then(() => backendPid(handle)),
      backendPid(handle),
    ]);
    expect(await alive(pids)).toBeGreaterThan(0);
    await handle.close();
    expect(await alive(pids)).toBe(0);
  });

  it('an idle connection the server kills is dropped and the next query still works', async () => {
    const handle = createDb(serverUrl ?? '', { poolSize: 1 });
    try {
      const pid = await backendPid(handle);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // Wait for the server to let the backend go; the pool hears of it as an idle-client error.
      for (let i = 0; i < 100 && (await alive([pid])) > 0; i += 1)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 50));
      const next = await backendPid(handle);
      expect(next).not.toBe(pid);
    } finally {
      await handle.close();
    }
  });
});
