// `npm run bench:streams [-- --streams N]` (issue #34 item 3): N open alert streams (default 10,000, five per
// user) on one API instance in its own process, opened by a second process on raw sockets; then a week of picks
// published so that every stream's user gets notices. Prints memory per stream (RSS and heap before and after
// opening), the server's CPU while the streams sit idle (heartbeats included) and the time from the publish until
// each stream has its first notice (p50, p99, max), against the targets: 10,000 streams in under 1 GB, the publish
// reaching the last stream in under 2 s. Measured here, never asserted in a test. Each stream is a socket on
// either side, so both processes start through bash with the descriptor limit raised to the hard limit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALERT_STREAM_LIMITS } from '../api/src/routes/alerts/alert-stream-slots';
import type { StreamsResult } from './bench-streams-client';
import type { StreamsServerReady } from './bench-streams-server';
import { jsonLine } from './bench-child';

const MEMORY_TARGET_BYTES = 1024 ** 3;
const TARGET_STREAMS = 10_000;
const LAST_NOTICE_TARGET_MS = 2_000;
/** Descriptors a process needs besides its streams (the database, stdio, the stats calls). */
const SPARE_FDS = 256;

function streamsArg(argv: string[]): number {
  const i = argv.indexOf('--streams');
  if (i < 0) return TARGET_STREAMS;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new Error('--streams takes a whole number, 1 to 100000');
  return n;
}

const children = new Set<ChildProcess>();

/** A bench script under tsx in its own process, started by bash after `ulimit -n` (soft up to the hard limit). */
// BENCH_SERVER_FLAGS: node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
function spawnScript(script: string, env: Record<string, string>, fdLimit: number, flags = ''): ChildProcess {
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n ${String(fdLimit)} && exec "$0" --expose-gc ${flags} --import tsx "$1"`,
      process.execPath,
      script,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${v.toFixed(0)} ms`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const streams = streamsArg(process.argv.slice(2));
  const users = Math.ceil(streams / ALERT_STREAM_LIMITS.perUser);
  const hard = spawnSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const fdLimit = hard === 'unlimited' ? streams + SPARE_FDS * 4 : Number(hard);
  if (fdLimit < streams + SPARE_FDS)
    console.warn(
      `  warning: the descriptor hard limit is ${hard}: not every one of ${String(streams)} streams can open.`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'bench-streams-'));
  const tokens = join(dir, 'tokens.json');
  console.log(
    `bench:streams: ${String(streams)} alert streams of ${String(users)} all-star users (${String(ALERT_STREAM_LIMITS.perUser)} each) ` +
      `on one instance (SQLite), client and server in separate processes, descriptor limit ${String(fdLimit)}; ` +
      `${String(cpus().length)} cores, load ${load()}`,
  );
  const started = Date.now();
  try {
    const server = spawnScript(
      'scripts/bench-streams-server.ts',
      {
        BENCH_DATABASE_URL: join(dir, 'streams.sqlite'),
        BENCH_TOKENS: tokens,
        BENCH_USERS: String(users),
        ALERT_STREAMS_PER_INSTALL: String(streams),
      },
      fdLimit,
      process.env.BENCH_SERVER_FLAGS ?? '',
    );
    const ready = await jsonLine<StreamsServerReady>(server, 'bench server');
    console.log(
      `  seeded and signed in ${String(ready.users)} users in ${(ready.seedMs / 1000).toFixed(1)} s`,
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
    report(await jsonLine<StreamsResult>(client, 'bench client'));
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s; load ${load()}`);
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
  // Judged only on a real 10,000: RSS per stream measured on fewer streams ran low (1,000 streams said 488 MB for
  // 10,000; a real 10,000 read 928 MB), so an extrapolation would pass a target the real load misses.
  console.log(
    r.opened >= TARGET_STREAMS
      ? `    server RSS with ${String(r.opened)} streams ${mb(r.after.rss)} against < 1 GB: ${met(r.after.rss < MEMORY_TARGET_BYTES)}`
      : `    the 1 GB target is for 10,000 open streams: not judged on ${String(r.opened)}`,
  );
  console.log(
    `  idle: server CPU ${((r.idleCpuUs / (r.idleMs * 1000)) * 100).toFixed(1)}% of one core over ` +
      `${(r.idleMs / 1000).toFixed(1)} s with the streams open (${String(r.pingsDuringIdle)} heartbeats read; ` +
      `client ${((r.clientIdleCpuUs / (r.idleMs * 1000)) * 100).toFixed(1)}%)`,
  );
  console.log(
    `  publish: ${String(r.publish.plays)} plays, ${String(r.publish.notices)} notices; picks written in ` +
      `${ms(r.publish.writeMs)}, matched in ${ms(r.publish.matchMs)}, answered in ${ms(r.publish.answeredMs)}`,
  );
  console.log(
    `  publish → first notice (${String(n.length)} streams; ${String(r.missing)} never heard, ` +
      `${String(r.closedEarly)} closed before): p50 ${ms(percentile(n, 50))}, p99 ${ms(percentile(n, 99))}, ` +
      `max ${ms(last)} against the last < 2 s: ${met(r.missing === 0 && n.length > 0 && last < LAST_NOTICE_TARGET_MS)}`,
  );
}

main().catch((err: unknown) => {
  for (const child of children) child.kill('SIGTERM');
  console.error(err);
  process.exit(1);
});
