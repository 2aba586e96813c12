// `npm run bench:growth` (issue 34 item 2): how the feed, the odds board, research, the public record's first
// page and its export behave as the database grows, at 10,000, 100,000 and 1,000,000 picks with their line
// pulls (seasons of 10,000 picks and 150,000 line rows: five books, three pulls each). Each size is seeded once
// into a cached SQLite file (scripts/bench-growth-seed.ts; BENCH_REGENERATE=1 builds it again), served by one
// API instance in its own process (scripts/bench-growth-server.ts) and loaded at 16 connections by autocannon in
// another (scripts/bench-growth-load.ts). Prints the curve and the targets, met or not met; a benchmark, not a
// test: missed targets never fail anything. BENCH_SECONDS sets the window (default 10 s); `--sizes 10000,100000`
// the sizes (comma-separated picks, default 10000,100000,1000000); `--regenerate` seeds the cached files again.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { GrowthLoadResult, GrowthLoadSpec } from './bench-growth-load';
import { GROWTH_ENDPOINTS } from './bench-growth-queries';
import { printGrowthReport, type MeasuredSize, type SizeRun } from './bench-growth-report';
import { sqliteGrowthDb } from './bench-growth-seed';
import type { GrowthServerReady } from './bench-growth-server';
import { jsonLine } from './bench-child';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const { values: flags } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    regenerate: { type: 'boolean', default: false },
  },
});
const SIZES = flags.sizes.split(',').map((s) => Number(s.trim()));
if (SIZES.some((n) => !Number.isInteger(n) || n <= 0)) {
  console.error(`--sizes takes comma-separated whole numbers of picks, not "${flags.sizes}"`);
  process.exit(2);
}
const REGENERATE = flags.regenerate;

const children = new Set<ChildProcess>();

/** `input`, when given, is written to the child's stdin (a load spec is too big for an environment variable). */
function spawnScript(script: string, env: Record<string, string>, input?: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (input !== undefined) child.stdin?.end(input);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) =>
    child.once('exit', () => {
      r();
    }),
  );
  child.kill('SIGTERM');
  return exited;
}

const load1 = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

async function measureSize(picks: number): Promise<MeasuredSize> {
  console.log(`\n${picks.toLocaleString('en-US')} picks: preparing the SQLite database…`);
  const db = await sqliteGrowthDb(picks, REGENERATE, (s) => {
    console.log(s);
  });
  console.log(
    `  ${db.seedSeconds === null ? `cached (built in ${db.builtSeconds.toFixed(1)} s)` : `seeded in ${db.seedSeconds.toFixed(1)} s`}: ` +
      `${db.counts.picks.toLocaleString('en-US')} picks, ${db.counts.lines.toLocaleString('en-US')} line rows`,
  );
  const started = Date.now();
  const server = spawnScript('scripts/bench-growth-server.ts', { BENCH_DATABASE_URL: db.url });
  try {
    const ready = await jsonLine<GrowthServerReady>(server, 'bench server');
    const startSeconds = (Date.now() - started) / 1000;
    const base = `http://127.0.0.1:${String(ready.port)}`;
    const results: MeasuredSize['endpoints'] = [];
    for (const e of GROWTH_ENDPOINTS) {
      const requests = e.requests(ready.tokens, db.counts.seasons);
      // The first call of each endpoint pays for its caches (the record's list of graded picks, the research
      // week's history): timed apart, and checked for a 200 before any load.
      const first = requests[0];
      if (!first) throw new Error(`${e.name}: no request`);
      const t0 = performance.now();
      const res = await fetch(base + first.path, {
        headers: {
          ...(first.token ? { authorization: `Bearer ${first.token}` } : {}),
          ...(e.gzip ? { 'accept-encoding': 'gzip' } : {}),
        },
      });
      const body = await res.arrayBuffer();
      const firstMs = performance.now() - t0;
      if (res.status !== 200)
        throw new Error(
          `${e.name}: ${first.path} answered ${String(res.status)}: ${new TextDecoder().decode(body).slice(0, 200)}`,
        );
      console.log(
        `  ${e.name}: first call ${firstMs.toFixed(0)} ms (${body.byteLength.toLocaleString('en-US')} bytes); measuring…`,
      );
      const spec: GrowthLoadSpec = {
        base,
        requests,
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        seconds: SECONDS,
        serverPid: server.pid ?? 0,
        gzip: e.gzip,
      };
      const loadAvg = load1();
      const result = await jsonLine<GrowthLoadResult>(
        spawnScript('scripts/bench-growth-load.ts', {}, JSON.stringify(spec)),
        'load generator',
      );
      results.push({ name: e.name, firstMs, result, loadAvg });
    }
    return {
      picks,
      counts: db.counts,
      seedSeconds: db.seedSeconds,
      builtSeconds: db.builtSeconds,
      startSeconds,
      endpoints: results,
    };
  } finally {
    await stopChild(server);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([...children].map(stopChild)).finally(() => process.exit(130));
  });
}

console.log(
  `Sizes: ${SIZES.map((n) => n.toLocaleString('en-US')).join(', ')} picks; ${String(SECONDS)} s windows; load average ${load1()}.`,
);
const runs: SizeRun[] = [];
for (const picks of SIZES) {
  try {
    runs.push(await measureSize(picks));
  } catch (err) {
    process.exitCode = 1;
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${picks} picks failed: ${message}`);
    runs.push({ picks, failed: message.split('\n')[0] ?? '' });
  }
}
printGrowthReport({
  runs,
  endpoints: GROWTH_ENDPOINTS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  cores: availableParallelism(),
});
