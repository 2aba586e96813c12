// Instances on one PostgreSQL without Redis: invalidations over LISTEN/NOTIFY, and work (local mode's seeding)
// serialised behind an advisory lock. Against the run's throwaway cluster (scripts/vitest-pg-setup).
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PgBroadcast } from '../broadcast/pg-broadcast';
import { withAdvisoryLock } from './advisory-lock';

const url = inject('testDatabaseUrl') ?? process.env.TEST_DATABASE_URL;

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Ends the sessions picked by `where` (over pg_stat_activity): a dropped connection, as the server sees it. */
async function terminate(where: string, params: unknown[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and ${where}`,
    params,
  );
  await admin.end();
}

describe.skipIf(!url)('PostgreSQL coordination between instances', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((c) => c()));
  });

  it('delivers a NOTIFY to the other instances only, and survives a dropped connection', async () => {
    const channel = `test_bc_${Math.random().toString(36).slice(2)}`;
    const a = new PgBroadcast({ connectionString: url ?? '', channel, retryMs: 50 });
    const b = new PgBroadcast({ connectionString: url ?? '', channel, retryMs: 50 });
    closers.push(
      () => a.close(),
      () => b.close(),
    );
    await Promise.all([a.start(), b.start()]);
    const atA: string[] = [];
    const atB: string[] = [];
    a.subscribe('feed-cache', (m) => atA.push(m));
    b.subscribe('feed-cache', (m) => atB.push(m));
    await a.publish('feed-cache', 'clear');
    await waitFor(() => atB.length === 1);
    expect(atA).toEqual([]);

    // B's listening connection dies: once back, its handlers are told to drop everything ('*').
    await terminate('query = $1', [`LISTEN "${channel}"`]);
    await waitFor(() => atB.includes('*'));
    await a.publish('feed-cache', 'again');
    await waitFor(() => atB.includes('again'));
    expect(atA).not.toContain('again');
  });

  it('runs work under one advisory lock one instance at a time, and frees the lock when a holder dies', async () => {
    const key = Math.floor(Math.random() * 1e9);
    const events: string[] = [];
    const work = (name: string, ms: number) =>
      withAdvisoryLock(url ?? '', key, async () => {
        events.push(`${name} in`);
        await new Promise((r) => setTimeout(r, ms));
        events.push(`${name} out`);
        return name;
      });
    const first = work('a', 300);
    await waitFor(() => events.includes('a in'));
    expect(await Promise.all([first, work('b', 10)])).toEqual(['a', 'b']);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);

    // A holder whose connection is killed mid-work (the instance died): the lock is free for the next one.
    const stuck = withAdvisoryLock(url ?? '', key, () => {
      events.push('stuck in');
      return new Promise<void>(() => undefined);
    });
    void stuck.catch(() => undefined);
    await waitFor(() => events.includes('stuck in'));
    await terminate(
      `pid in (select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted)`,
      [key],
    );
    expect(await work('c', 10)).toBe('c');
  });
});
