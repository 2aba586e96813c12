// `npm run bench:streams [-- --streams N]` (issue #34 item 3): N open alert streams (default 10,000) on one API
// instance in its own process, opened by a second process on raw sockets, then a week of plays published so every
// stream's user gets a notice. Prints memory per stream, the server's idle CPU with the streams open (heartbeats
// included) and the time from the publish until each stream has its notice, against the targets. Both processes
// start through bash with a raised file-descriptor limit: each stream is a socket on either side.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { StreamsResult } from './bench-streams-client';

const MEMORY_TARGET_BYTES = 1024 ** 3;
const LAST_NOTICE_TARGET_MS = 2_000;
const PER_USER = 5;
const FD_LIMIT = 65_536;

function streamsArg(argv: string[]): number {
  const i = argv.indexOf('--streams');
  if (i < 0) return 10_000;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 50_000) throw new Error('--streams takes a whole number 1-50000');
  return n;
}

const children = new Set<ChildProcess>();

/** A bench script under tsx, started by bash after `ulimit -n` (the hard limit caps what the soft one may be). */
function spawnScript(script: string, env: Record<string, string>, fdLimit: number, prof = ''): ChildProcess {
  const flags = prof ? `--cpu-prof --cpu-prof-dir=${prof}` : '';
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n ${String(fdLimit)}; exec "$0" --expose-gc ${flags} --import tsx "$1"`,
      process.execPath,
      script,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function jsonLine<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) throw new Error(`${what}: no stdout`);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => {
      reject(new Error(`${what} exited (${String(code)}) without a result`));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main() {
  const streams = streamsArg(process.argv.slice(2));
  const users = Math.ceil(streams / PER_USER);
  const hard = spawnSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const fdLimit = hard === 'unlimited' ? FD_LIMIT : Math.min(FD_LIMIT, Number(hard));
  if (fdLimit < streams + 256)
    console.warn(
      `  warning: the hard descriptor limit is ${hard}; ${String(streams)} streams may be refused.`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'bench-streams-'));
  const tokens = join(dir, 'tokens.json');
  console.log(
    `bench:streams — ${String(streams)} streams of ${String(users)} all-star users on one instance (SQLite), ` +
      `descriptor limit ${String(fdLimit)}; ${String(cpus().length)} cores, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const started = Date.now();
  try {
    const server = spawnScript(
      'scripts/bench-streams-server.ts',
      {
        BENCH_DATABASE_URL: join(dir, 'streams.db'),
        BENCH_TOKENS: tokens,
        BENCH_USERS: String(users),
        ALERT_STREAMS_PER_INSTALL: String(streams),
      },
      fdLimit,
      // A directory here makes the server write a CPU profile there when it stops (finding where a publish goes).
      process.env.BENCH_CPU_PROF ?? '',
    );
    const ready = await jsonLine<{ port: number; users: number }>(server, 'bench server');
    console.log(
      `  seeded and signed in ${String(ready.users)} users in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    const client = spawnScript(
      'scripts/bench-streams-client.ts',
      {
        BENCH_PORT: String(ready.port),
        BENCH_STREAMS: String(streams),
        BENCH_TOKENS: tokens,
        BENCH_IDLE_SECONDS: process.env.BENCH_IDLE_SECONDS ?? '10',
      },
      fdLimit,
    );
    const r = await jsonLine<StreamsResult>(client, 'bench client');
    report(r);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function report(r: StreamsResult) {
  const rss = r.after.rss - r.before.rss;
  const heap = r.after.heapUsed - r.before.heapUsed;
  const perStream = (v: number) => (r.opened > 0 ? v / r.opened : NaN);
  const n = r.noticeMs;
  const last = n.length > 0 ? (n[n.length - 1] ?? NaN) : NaN;
  const refused = Object.entries(r.refused)
    .map(([why, count]) => `${String(count)} × ${why}`)
    .join(', ');
  console.log(
    `  opened ${String(r.opened)} of ${String(r.streams)} streams in ${ms(r.openMs)}${refused ? `; refused: ${refused}` : ''}`,
  );
  console.log(
    `  memory: RSS ${mb(r.before.rss)} → ${mb(r.after.rss)} (+${mb(rss)}, ${kb(perStream(rss))} a stream); ` +
      `heap ${mb(r.before.heapUsed)} → ${mb(r.after.heapUsed)} (+${mb(heap)}, ${kb(perStream(heap))} a stream)`,
  );
  const at10k = r.after.rss + perStream(rss) * Math.max(0, 10_000 - r.opened);
  console.log(
    `    server RSS with 10,000 streams ${r.opened >= 10_000 ? '' : '(extrapolated) '}${mb(at10k)} against < 1 GB: ${verdict(at10k < MEMORY_TARGET_BYTES)}`,
  );
  console.log(
    `  idle CPU with the streams open: ${r.idleCpuPercent.toFixed(1)}% of one core over ${r.idleSeconds.toFixed(1)} s ` +
      `(${String(r.pingsDuringIdle)} heartbeats read)`,
  );
  console.log(
    `  publish: ${String(r.publish.plays)} plays, ${String(r.publish.notices)} notices; matched in ${ms(r.publish.matchMs)}, answered in ${ms(r.publish.answeredMs)}`,
  );
  console.log(
    `  publish → notice (${String(n.length)} streams, ${String(r.missing)} never heard): p50 ${ms(percentile(n, 50))}, ` +
      `p99 ${ms(percentile(n, 99))}, max ${ms(last)} against last < 2 s: ${verdict(r.missing === 0 && last < LAST_NOTICE_TARGET_MS)}`,
  );
}

main().catch((err: unknown) => {
  for (const child of children) child.kill('SIGTERM');
  console.error(err);
  process.exit(1);
});
