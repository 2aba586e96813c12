// `npm run bench:api`: the prop feed (starting tier, week filter, confidence sort) against a static JSON route
// of the same size on the same server, 64 connections for 10 s each. Prints measured numbers and compares
// them with the targets; a benchmark, not a test: it never fails the build.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { FEED_QUERY, PICKS, STATIC_PATH } from './bench-server';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;

interface Ready {
  port: number;
  token: string;
  bytes: number;
  items: number;
}

function startServer(): Promise<{ ready: Ready; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      resolve({ ready: JSON.parse(line) as Ready, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => {
      reject(new Error(`bench server exited (${code})`));
    });
  });
}

async function measure(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const started = Date.now();
console.log(`Seeding ${PICKS.toLocaleString('en-US')} picks into a fresh SQLite database…`);
const { ready, stop } = await startServer();
console.log(
  `Server ready in ${((Date.now() - started) / 1000).toFixed(1)} s; feed answer ${ready.items} items, ${ready.bytes} bytes.`,
);
try {
  const base = `http://127.0.0.1:${ready.port}`;
  const auth = { authorization: `Bearer ${ready.token}` };
  const feed = await measure(base + FEED_QUERY, auth);
  const fixed = await measure(base + STATIC_PATH, auth);
  const ratio = feed.rps / fixed.rps;
  const row = (name: string, m: typeof feed) =>
    `${name.padEnd(14)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.non2xx}   errors ${m.errors}`;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(row('prop feed', feed));
  console.log(row('static JSON', fixed));
  console.log(
    `\nratio feed/static: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'MET' : 'MISSED'}`,
  );
  console.log(
    `feed p99: ${feed.p99} ms (target < ${TARGET_P99_MS} ms) ${feed.p99 < TARGET_P99_MS ? 'MET' : 'MISSED'}`,
  );
} finally {
  stop();
}
