#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests: initdb into a temp dir, pg_ctl on a free port, stop and delete after.
// initdb refuses to run as root (CI is root), so as root the cluster belongs to the `postgres` system user.
//   node scripts/pg-cluster.mjs start      -> prints DATABASE_URL=… and PG_CLUSTER_DIR=…
//   node scripts/pg-cluster.mjs stop [DIR] -> stops the cluster (DIR defaults to the last one started)
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findPgBin } from './ensure-postgres.mjs';

const run = promisify(execFile);
const STATE_FILE = join(tmpdir(), 'edgeboard-pg-cluster.last');

export class PgBinariesMissingError extends Error {
  constructor() {
    super(
      'PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/<version>/bin or PG_BIN. ' +
        'Install them with `apt-get install -y postgresql` (sudo when not root), or set TEST_DATABASE_URL.',
    );
    this.name = 'PgBinariesMissingError';
  }
}

function pgBin() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const found = findPgBin();
  if (!found) throw new PgBinariesMissingError();
  return found;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
async function runPg(bin, args) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    return await run(cmd, argv, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = /** @type {{ stderr?: string; stdout?: string; message: string }} */ (err);
    throw new Error(`${bin} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`, { cause: err });
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function postgresIds() {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/**
 * Starts a fresh cluster. Resolves to `{ url, dir, port }`; `url` connects as the trusted `postgres` superuser
 * to the `postgres` database.
 */
export async function startCluster() {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'edgeboard-pg-'));
  try {
    if (isRoot()) {
      const { uid, gid } = await postgresIds();
      chownSync(dir, uid, gid);
    }
    const data = join(dir, 'data');
    await runPg(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const port = await freePort();
    // fsync off: the cluster is thrown away, and durability only costs test time.
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await runPg(join(bin, 'pg_ctl'), ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start']);
    writeFileSync(STATE_FILE, dir);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, port };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Stops the cluster in `dir` (fast shutdown) and deletes the folder. */
export async function stopCluster(dir) {
  const data = join(dir, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) {
    await runPg(join(pgBin(), 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  }
  rmSync(dir, { recursive: true, force: true });
  if (existsSync(STATE_FILE) && readFileSync(STATE_FILE, 'utf8') === dir) rmSync(STATE_FILE, { force: true });
}

async function main(argv) {
  const [command, arg] = argv;
  if (command === 'start') {
    const { url, dir } = await startCluster();
    console.log(`DATABASE_URL=${url}`);
    console.log(`PG_CLUSTER_DIR=${dir}`);
    return;
  }
  if (command === 'stop') {
    const dir = arg ?? (existsSync(STATE_FILE) ? readFileSync(STATE_FILE, 'utf8') : undefined);
    if (!dir) throw new Error('No cluster to stop: pass its folder (printed as PG_CLUSTER_DIR by `start`).');
    await stopCluster(dir);
    console.log(`stopped and removed ${dir}`);
    return;
  }
  throw new Error('usage: node scripts/pg-cluster.mjs start | stop [DIR]');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
