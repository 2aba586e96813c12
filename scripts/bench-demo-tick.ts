// `npm run bench:demo-tick [-- --now <iso> --ticks <n>]`: how long local mode's demo-season.advance job runs
// and how long /api/site waits meanwhile (issue 28 item 2: the job once blocked the server ~10 s every 10
// minutes). Starts scripts/bench-demo-tick-server.ts in its own process on a demo-season SQLite file seeded
// at --now (default the journeys' instant, kept under /tmp between runs of the same instant), then for each
// tick moves the season clock 10 minutes on, runs the job's handler there and, from this process, asks
// /api/site over and over, timing each answer from sending to the last byte. A benchmark, not a test: it
// prints the figures and never fails the build.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const E2E_NOW = '2026-10-01T18:00:00Z';
const TARGET_WORST_MS = 200;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

interface TickAnswer {
  ms: number;
  seasonNow: string;
  result: { rowsWritten: number; message?: string };
}

/** The tick over node:http without a timeout (fetch gives up after 300 s, which a slow tick can take). */
function runTick(port: number, minutes: number): Promise<TickAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: `/__bench/tick?minutes=${String(minutes)}` },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve(JSON.parse(body) as TickAnswer);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const now = arg('now', E2E_NOW);
  const ticks = Number(arg('ticks', '3'));
  const template = join(tmpdir(), `edgeboard-bench-tick-${now.replace(/[^0-9]/g, '')}.db`);
  const file = join(tmpdir(), `edgeboard-bench-tick-run-${String(process.pid)}.db`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-demo-tick-server.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: file, BENCH_TEMPLATE: template, EDGEBOARD_NOW: now },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`server exited (${String(code)})`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        resolve((JSON.parse(line) as { port: number }).port);
      } catch {
        // a log line
      }
    });
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`demo season seeded at ${now} (template ${template})`);
  try {
    // Tick 0 is the catch-up a server runs at start, before it listens (the seed does not lock or grade).
    for (let i = 0; i <= ticks; i++) {
      const times: number[] = [];
      let failures = 0;
      const probing = { done: false };
      const probe = (async () => {
        while (!probing.done) {
          const t = performance.now();
          // A connection the server drops after a stall (its keep-alive timer fires first) is asked again:
          // the caller's wait counts from the first try.
          for (;;) {
            try {
              await (await fetch(`${base}/api/site`, { signal: AbortSignal.timeout(600_000) })).text();
              break;
            } catch {
              failures += 1;
            }
          }
          times.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      await new Promise((r) => setTimeout(r, 200));
      const tick = await runTick(port, i === 0 ? 0 : 10);
      await new Promise((r) => setTimeout(r, 200));
      probing.done = true;
      await probe;
      times.sort((a, b) => a - b);
      const worst = Math.round(times.at(-1) ?? 0);
      console.log(
        `${i === 0 ? 'catch-up at start' : `tick ${String(i)}`} at ${tick.seasonNow}: job ${tick.ms} ms, ${tick.result.rowsWritten} rows (${tick.result.message ?? ''}); ` +
          `/api/site ${times.length} answers, median ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms, worst ${worst} ms` +
          (failures ? `, ${String(failures)} dropped connection(s)` : '') +
          (worst > TARGET_WORST_MS ? ` (over the ${TARGET_WORST_MS} ms target)` : ''),
      );
    }
  } finally {
    child.kill('SIGTERM');
    for (const suffix of ['', '-wal', '-shm', '.secrets.json']) rmSync(file + suffix, { force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
