// `npm run bench:summary`: /api/health latency while 200 anonymous callers hammer /api/performance/summary
// (issue 0c: the summary once blocked the event loop ~0.5 s per call and health took seconds). Starts the real
// server (api/src/server/main.ts) in its own process on a fresh demo-season SQLite database under /tmp, then
// loads it from a second process (`--load`: autocannon, 200 connections) while this one measures health, so
// neither the server nor the health probe shares an event loop with the load generator. A benchmark, not a
// test: it prints the figures and never fails the build.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

// BENCH_TARGET=export (`npm run bench:record`): 64 anonymous callers of the public record's export instead
// (issue #30 item 3); its per-address limit applies unless RATE_LIMITS lifts it.
const TARGETS = {
  summary: {
    callers: 200,
    paths: [
      '/api/performance/summary',
      '/api/performance/summary?timeframe=30d',
      '/api/performance/summary?propType=player_yards',
    ],
  },
  export: {
    callers: 64,
    paths: ['/api/performance/export?format=csv', '/api/performance/export'],
  },
} as const;
const TARGET = TARGETS[process.env.BENCH_TARGET === 'export' ? 'export' : 'summary'];
const SUMMARY_CALLERS = TARGET.callers;
const HEALTH_CONNECTIONS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 100;
const PORT = Number(process.env.BENCH_PORT ?? 18_787);
const SUMMARY_PATHS = TARGET.paths;

async function waitForHealth(base: string, child: { exitCode: number | null }): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /api/health within 150 s');
}

interface Probe {
  requests: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Health latency as a caller sees it: each of a few probes asks, waits for the whole answer, and asks again,
 * timing every request from sending to the last byte. (autocannon's histogram leaves out requests still
 * unanswered when its run ends, which hides exactly the stalls this measures.)
 */
async function health(base: string): Promise<Probe> {
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  const probe = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await res.text();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: HEALTH_CONNECTIONS }, probe));
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return {
    requests: times.length,
    failures,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(times.at(-1) ?? 0),
  };
}

/** The load generator's half: runs in its own process and prints its result as one JSON line. */
async function loadMode(base: string): Promise<void> {
  const r = await autocannon({
    url: base,
    connections: SUMMARY_CALLERS,
    duration: SECONDS + 2,
    requests: SUMMARY_PATHS.map((path) => ({ method: 'GET' as const, path })),
    // As a browser downloads it: the export answers gzip when asked.
    headers: { 'accept-encoding': 'gzip' },
  });
  console.log(JSON.stringify(r));
}

function startLoad(base: string): Promise<autocannon.Result> {
  const load = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-summary.ts', '--load', base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: load.stdout }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as autocannon.Result);
    });
    load.once('exit', (code) => {
      reject(new Error(`load generator exited (${code}) without a result`));
    });
  });
}

if (process.argv[2] === '--load') {
  await loadMode(process.argv[3] ?? '');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'edgeboard-bench-summary-'));
const base = `http://127.0.0.1:${PORT}`;
const started = Date.now();
console.log('Starting the server on a fresh demo season (first start seeds it)…');
const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: join(dir, 'bench.sqlite'),
    HOST: '127.0.0.1',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    EDGEBOARD_NOW: '2026-11-21T12:00:00Z',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_summary_only',
  },
});
try {
  await waitForHealth(base, child);
  console.log(`Server ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const timed = performance.now();
  const first = await fetch(`${base}${SUMMARY_PATHS[0]}`);
  await first.arrayBuffer();
  console.log(`First ${SUMMARY_PATHS[0]}: ${first.status} in ${(performance.now() - timed).toFixed(0)} ms`);

  const idle = await health(base);
  const load = startLoad(base);
  // Let the callers start (a process to boot, 200 connections to open) before health is measured beside them.
  await new Promise((r) => setTimeout(r, 1_500));
  const busy = await health(base);
  const summary = await load;

  const probeRow = (name: string, r: Probe) =>
    `${name.padEnd(34)} ${String(r.requests).padStart(6)} requests   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms   max ${String(r.max).padStart(6)} ms   failed ${r.failures}`;
  console.log(`\n${SECONDS} s per run`);
  console.log(probeRow(`health alone (${HEALTH_CONNECTIONS} probes)`, idle));
  console.log(probeRow(`health beside load (${HEALTH_CONNECTIONS} probes)`, busy));
  console.log(
    `${`load, autocannon (${SUMMARY_CALLERS} conn)`.padEnd(34)} ${summary.requests.average.toFixed(0).padStart(6)} req/s      p50 ${String(summary.latency.p50).padStart(5)} ms   p99 ${String(summary.latency.p99).padStart(5)} ms   non-2xx ${summary.non2xx}   errors ${summary.errors}   timeouts ${summary.timeouts}`,
  );
  const met = busy.p99 < TARGET_P99_MS && busy.failures === 0;
  console.log(
    `\nhealth p99 under ${SUMMARY_CALLERS} callers of ${SUMMARY_PATHS[0]}: ${busy.p99} ms (target < ${TARGET_P99_MS} ms) ${met ? 'MET' : 'MISSED'}`,
  );
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
