// `npm run durability`: kill -9 the real server three times during a write load (sign-ups, admin article
// edits, contact messages, signed payment webhooks), on SQLite and on PostgreSQL, then check that every write
// answered 2xx is stored and the database is sound (SQLite: PRAGMA integrity_check; PostgreSQL: every
// acknowledged row read back). Each engine gets its own database under /tmp and its own port. Prints the
// figures and exits 1 when a write was lost or the check failed. `--sqlite` or `--postgres` runs one engine;
// DURABILITY_PHASE_MS sets how long the load runs before each kill (default 6000).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startCluster, stopCluster } from './pg-cluster.mjs';
import { Ledger, type Store } from './durability-ledger';
import { sqliteStore, postgresStore } from './durability-stores';

const ROOT = resolve(import.meta.dirname, '..');
const KILLS = 3;
const WORKERS = 8;
const PHASE_MS = Number(process.env.DURABILITY_PHASE_MS ?? 6_000);
const ADMIN = { email: 'admin@demo.edgeboard.dev', password: 'Demo-2025!' };
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Server {
  child: ChildProcess;
  base: string;
}

/** The real server (api/src/server/main.ts), run from a scratch folder so its install files stay under /tmp. */
function startServer(env: Record<string, string>, cwd: string): Server {
  const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'api/src/server/main.ts')], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return { child, base: `http://127.0.0.1:${env.PORT}` };
}

async function waitForHealth(server: Server): Promise<void> {
  for (let i = 0; i < 1_200; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode})`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /api/health within 5 minutes');
}

function killHard(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => {
    server.child.once('exit', () => {
      r();
    });
  });
  server.child.kill('SIGKILL');
  return exited;
}

async function signInAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface EngineResult {
  engine: string;
  acknowledged: number;
  lost: number;
  refused: number;
  failed: number;
  integrity: string;
  byKind: Record<string, { acknowledged: number; lost: number }>;
  lostExamples: string[];
  refusals: string[];
}

async function runEngine(engine: 'sqlite' | 'postgres'): Promise<EngineResult> {
  const dir = mkdtempSync(join(tmpdir(), `edgeboard-durability-${engine}-`));
  let cluster: { dir: string; url: string } | null = null;
  let server: Server | null = null;
  try {
    let databaseUrl = join(dir, 'durability.sqlite');
    if (engine === 'postgres') {
      cluster = await startCluster();
      databaseUrl = cluster.url;
    }
    const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    const env = {
      EDGEBOARD_MODE: 'local',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      EDGEBOARD_NOW: '2026-11-21T12:00:00Z',
      // The webhook secret is given, not taken from a default, so this script can sign deliveries.
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Every simulated client has its own address (X-Forwarded-For), so per-address limits stay out of the way.
      TRUST_PROXY: 'true',
    };
    const ledger = new Ledger(webhookSecret, `${engine}-${randomBytes(3).toString('hex')}`);
    console.log(`\n[${engine}] first start (seeds the demo season)…`);
    server = startServer(env, dir);
    await waitForHealth(server);
    for (let kill = 1; kill <= KILLS; kill++) {
      const token = await signInAdmin(server.base);
      const running = { stop: false };
      const base = server.base;
      const workers = Array.from({ length: WORKERS }, (_, w) => ledger.work(base, token, w, running));
      // Kill at a point that varies from round to round, so it lands inside different writes.
      await new Promise((r) => setTimeout(r, PHASE_MS + Math.floor(Math.random() * 1_000)));
      const killed = killHard(server);
      running.stop = true;
      await killed;
      await Promise.all(workers);
      console.log(`[${engine}] kill -9 #${kill}: ${ledger.acknowledged()} writes acknowledged so far`);
      server = startServer(env, dir);
      await waitForHealth(server);
    }
    const store: Store = engine === 'sqlite' ? sqliteStore(databaseUrl) : await postgresStore(databaseUrl);
    try {
      const check = await ledger.verify(store);
      return { engine, ...check };
    } finally {
      await store.close();
    }
  } finally {
    if (server) {
      const s = server;
      const exited = new Promise((r) => s.child.once('exit', r));
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGTERM');
        await exited;
      }
    }
    if (cluster) await stopCluster(cluster.dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = (['sqlite', 'postgres'] as const).filter((e) => process.argv.includes(`--${e}`));
const engines = only.length ? only : (['sqlite', 'postgres'] as const);
const results: EngineResult[] = [];
for (const engine of engines) results.push(await runEngine(engine));

console.log(`\nDurability: ${KILLS} kill -9 per engine during a write load (${WORKERS} clients)`);
for (const r of results) {
  const kinds = Object.entries(r.byKind)
    .map(([k, v]) => `${k} ${v.acknowledged}/${v.lost} lost`)
    .join(', ');
  console.log(
    `${r.engine.padEnd(9)} writes acknowledged ${r.acknowledged}, lost ${r.lost}, integrity ${r.integrity}` +
      `   (${kinds}; refused ${r.refused}, unanswered ${r.failed})`,
  );
  for (const example of r.lostExamples) console.log(`  lost: ${example}`);
  for (const refusal of r.refusals) console.log(`  refused (not owed): ${refusal}`);
}
const ok = results.every((r) => r.lost === 0 && r.integrity === 'ok' && r.acknowledged > 0);
console.log(ok ? '\nDURABLE: every acknowledged write survived.' : '\nNOT DURABLE: see above.');
process.exit(ok ? 0 : 1);
