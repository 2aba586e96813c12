// A throwaway redis-server for tests and `npm run cluster`: a free port on 127.0.0.1, its own temp folder, no
// persistence (--save '' --appendonly no), stopped and deleted afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRedis } from './ensure-redis.mjs';
import { freePort } from './pg-cluster.mjs';

export class RedisServerMissingError extends Error {
  constructor() {
    super('redis-server not found and could not be installed (`apt-get install -y redis-server`).');
    this.name = 'RedisServerMissingError';
  }
}

/** Resolves when `PING` on the port answers `+PONG`, rejects after `timeoutMs`. */
async function waitForPong(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      let answer = '';
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (d) => {
        answer += d.toString();
        if (answer.includes('\r\n')) {
          socket.destroy();
          resolve(answer.startsWith('+PONG'));
        }
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts redis-server; resolves to `{ url, port, dir, stop }`. */
export async function startRedis() {
  const bin = ensureRedis();
  if (!bin) throw new RedisServerMissingError();
  const dir = mkdtempSync(join(tmpdir(), 'edgeboard-redis-'));
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPong(port, 10_000),
      exited.then(() => {
        throw new Error('redis-server exited at start');
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `redis://127.0.0.1:${port}`, port, dir, stop, pid: child.pid };
}
