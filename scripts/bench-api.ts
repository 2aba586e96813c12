// `npm run bench:api` (issues 16 and 34): the prop feed, once as one repeated query (starting tier, week filter,
// confidence sort, 100,000 picks) and once mixed (every request another of thousands of seeded queries on four
// tiers: bench-mixed.ts), against a static JSON route of the repeated query's bytes behind the same middleware,
// at 64 connections, in three setups in one run: SQLite with one instance; PostgreSQL (a throwaway cluster)
// with one instance; and two instances on that same PostgreSQL with the connections split evenly between
// them. Each API instance runs in its own process (scripts/bench-server.ts) and so does the load generator
// (scripts/bench-load.ts, autocannon), so none shares an event loop. Prints req/s, p50, p99, the CPU each part
// used, the ratios, the requests per API CPU-second of two instances against one, and the targets, met or not
// met. A benchmark, not a test: missed targets never fail anything. BENCH_SECONDS sets the measured window
// (default 10 s).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FEED_QUERY,
  PICKS,
  STATIC_PATH,
  type LoadResult,
  type LoadSpec,
  type ServerReady,
} from './bench-config';
import { MIXED_POOL_SIZE, MIXED_SEED, mixedFeedRequests } from './bench-mixed';
import { printReport, type MeasuredSetup, type Setup } from './bench-report';
import { PgBinariesMissingError, startCluster, stopCluster, type PgCluster } from './pg-cluster.mjs';
import { jsonLine } from './bench-child';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Not counted: the first requests pay for JIT compilation, the connection pools filling and the feed cache.
const WARMUP_SECONDS = 2;
/** Mixed queries checked on every instance before the mixed run. */
const MIXED_PREFLIGHT = 200;

const children = new Set<ChildProcess>();
let cluster: PgCluster | undefined;

function spawnScript(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => {
    child.once('exit', () => {
      r();
    });
  });
  child.kill('SIGTERM');
  return exited;
}

interface Instance {
  ready: ServerReady;
  base: string;
  child: ChildProcess;
}

async function startInstance(databaseUrl: string, seed: boolean): Promise<Instance> {
  const child = spawnScript('scripts/bench-server.ts', {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_SEED: seed ? '1' : '0',
  });
  const ready = await jsonLine<ServerReady>(child, 'bench server');
  return { ready, base: `http://127.0.0.1:${ready.port}`, child };
}

/** Every instance must answer both routes with the same bytes under the one token the load sends. */
async function preflight(instances: Instance[], token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  let expected: string | undefined;
  for (const { base } of instances) {
    for (const path of [FEED_QUERY, STATIC_PATH]) {
      const res = await fetch(base + path, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${base}${path} answered ${res.status}: ${body.slice(0, 200)}`);
      expected ??= body;
      if (body !== expected)
        throw new Error(`${base}${path} answered other bytes than the first instance's feed`);
    }
  }
}

/**
 * A sample of the mixed pool must answer 200 on every instance, with the same bytes on each: a 4xx is fast and
 * must never pass for a fast answer. Returns the share of the sample that had at least one pick.
 */
async function preflightMixed(instances: Instance[]): Promise<number> {
  const pool = mixedFeedRequests(MIXED_POOL_SIZE, MIXED_SEED);
  const sample = pool.filter((_, i) => i % Math.ceil(pool.length / MIXED_PREFLIGHT) === 0);
  let withPicks = 0;
  for (const { tier, path } of sample) {
    let expected: string | undefined;
    for (const { base, ready } of instances) {
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${ready.tokens[tier]}` } });
      const body = await res.text();
      if (res.status !== 200)
        throw new Error(`${base}${path} (${tier}) answered ${res.status}: ${body.slice(0, 200)}`);
      expected ??= body;
      if (body !== expected)
        throw new Error(`${base}${path} (${tier}) answered other bytes than the first instance`);
    }
    if ((JSON.parse(expected ?? '{}') as { data?: unknown[] }).data?.length) withPicks += 1;
  }
  return sample.length > 0 ? withPicks / sample.length : 0;
}

async function load(
  instances: Instance[],
  path: string,
  postmasterPid?: number,
  mixed = false,
): Promise<LoadResult> {
  const first = instances[0];
  if (!first) throw new Error('no instance to load');
  const spec: LoadSpec = {
    bases: instances.map((i) => i.base),
    path,
    token: first.ready.token,
    ...(mixed ? { mixed: { size: MIXED_POOL_SIZE, seed: MIXED_SEED, tokens: first.ready.tokens } } : {}),
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_SECONDS,
    seconds: SECONDS,
    serverPids: instances.map((i) => i.child.pid ?? 0),
    postmasterPid,
  };
  const child = spawnScript('scripts/bench-load.ts', { BENCH_LOAD: JSON.stringify(spec) });
  return jsonLine<LoadResult>(child, 'load generator');
}

async function measureSetup(
  name: string,
  instances: Instance[],
  postmasterPid?: number,
): Promise<MeasuredSetup> {
  const token = instances[0]?.ready.token ?? '';
  await preflight(instances, token);
  const withPicks = await preflightMixed(instances);
  console.log(
    `Measuring ${name}… (preflight: ${MIXED_PREFLIGHT} mixed queries answered 200 on every instance, ${(withPicks * 100).toFixed(0)}% with picks)`,
  );
  const feed = await load(instances, FEED_QUERY, postmasterPid);
  const mixed = await load(instances, FEED_QUERY, postmasterPid, true);
  const fixed = await load(instances, STATIC_PATH, postmasterPid);
  return { name, instances: instances.length, feed, mixed, static: fixed };
}

function postmasterPid(c: PgCluster): number | undefined {
  try {
    return Number(readFileSync(join(c.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

async function sqliteSetup(): Promise<Setup> {
  const dir = mkdtempSync(join(tmpdir(), 'edgeboard-bench-'));
  try {
    const started = Date.now();
    console.log(`SQLite: seeding ${PICKS.toLocaleString('en-US')} picks into a fresh database…`);
    const a = await startInstance(join(dir, 'bench.sqlite'), true);
    console.log(
      `  ready in ${((Date.now() - started) / 1000).toFixed(1)} s; the feed answers ${a.ready.items} items, ${a.ready.bytes} bytes.`,
    );
    try {
      return await measureSetup('SQLite, 1 instance', [a]);
    } finally {
      await stopChild(a.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresSetups(): Promise<Setup[]> {
  const names = ['PostgreSQL, 1 instance', 'PostgreSQL, 2 instances'];
  try {
    cluster = await startCluster();
  } catch (err) {
    if (!(err instanceof PgBinariesMissingError)) throw err;
    return names.map((name) => ({ name, skipped: err.message }));
  }
  const instances: Instance[] = [];
  try {
    const started = Date.now();
    console.log(`PostgreSQL: seeding ${PICKS.toLocaleString('en-US')} picks into a throwaway cluster…`);
    const pid = postmasterPid(cluster);
    instances.push(await startInstance(cluster.url, true));
    console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const one = await measureSetup(names[0] ?? '', instances, pid);
    const [two] = await orFailed([names[1] ?? ''], async () => {
      if (!cluster) throw new Error('cluster gone');
      instances.push(await startInstance(cluster.url, false));
      return [await measureSetup(names[1] ?? '', instances, pid)];
    });
    return two ? [one, two] : [one];
  } finally {
    await Promise.all(instances.map((i) => stopChild(i.child)));
    await stopCluster(cluster.dir);
    cluster = undefined;
  }
}

// Ctrl-C: stop what this run started (servers, load, the PostgreSQL cluster) before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([...children].map(stopChild))
      .then(() => (cluster ? stopCluster(cluster.dir) : undefined))
      .finally(() => process.exit(130));
  });
}

// A setup that cannot run (a server that fails to start, a route that answers an error) is reported in the
// table and the others still run; the exit code then says the run is incomplete. Missed targets never do.
async function orFailed(names: string[], run: () => Promise<Setup[]>): Promise<Setup[]> {
  try {
    return await run();
  } catch (err) {
    process.exitCode = 1;
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${names.join(' and ')} failed: ${message}`);
    return names.map((name) => ({ name, skipped: `failed (${message.split('\n')[0] ?? ''})` }));
  }
}

const setups: Setup[] = [
  ...(await orFailed(['SQLite, 1 instance'], async () => [await sqliteSetup()])),
  ...(await orFailed(['PostgreSQL, 1 instance', 'PostgreSQL, 2 instances'], postgresSetups)),
];
printReport({
  setups,
  cores: availableParallelism(),
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  mixedPool: MIXED_POOL_SIZE,
});
