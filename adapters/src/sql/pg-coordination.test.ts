// Instances on one PostgreSQL without Redis: invalidations over LISTEN/NOTIFY, and background work behind an
// advisory lock that a standby takes over. Against the run's throwaway cluster (scripts/vitest-pg-setup).
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PgBroadcast } from '../broadcast/pg-broadcast';
import { AdvisoryLeader } from './advisory-leader';

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

  it('lets one instance hold the jobs lock; a standby takes over when it stops or loses its connection', async () => {
    const key = Math.floor(Math.random() * 1e9);
    const events: string[] = [];
    const leader = (name: string) => {
      const l = new AdvisoryLeader({
        connectionString: url ?? '',
        key,
        retryMs: 50,
        onAcquired: () => events.push(`${name} acquired`),
        onLost: () => events.push(`${name} lost`),
      });
      closers.push(() => l.close());
      return l;
    };
    const a = leader('a');
    const b = leader('b');
    expect(await a.start()).toBe(true);
    expect(await b.start()).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(events).toEqual(['a acquired']);

    await a.close();
    await waitFor(() => b.isLeader);
    expect(events).toEqual(['a acquired', 'b acquired']);

    // The holder's connection is killed: it notices and stops; then exactly one of the two holds the lock
    // (b may win it back on reconnecting: either way the work runs once).
    const c = leader('c');
    expect(await c.start()).toBe(false);
    await terminate(
      `pid in (select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted)`,
      [key],
    );
    await waitFor(() => events.includes('b lost') && (b.isLeader || c.isLeader));
    await new Promise((r) => setTimeout(r, 200));
    expect([b.isLeader, c.isLeader].filter(Boolean)).toHaveLength(1);
    expect(events.slice(0, 3)).toEqual(['a acquired', 'b acquired', 'b lost']);
    expect(events.slice(3)).toHaveLength(1);
  });
});
