#!/usr/bin/env node
// `PORT=<p> npm run cluster -- --instances N`: the seeded local app as N instances on ports p..p+N-1, sharing a
// throwaway PostgreSQL and redis-server (like a hosted deployment behind a load balancer). The first instance
// seeds the database; the others start once it answers. Prints `cluster ready` when every instance answers
// /api/health, and stops everything it started on SIGINT/SIGTERM or when anything fails to start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startCluster, stopCluster } from './pg-cluster.mjs';
import { startRedis } from './redis-server.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

function parseArgs(argv) {
  let instances = 2;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = arg === '--instances' ? argv[++i] : arg?.startsWith('--instances=') ? arg.slice(12) : null;
    if (value === null) throw new Error(`unknown argument ${arg}; usage: npm run cluster -- --instances N`);
    instances = Number(value);
    if (!Number.isInteger(instances) || instances < 1 || instances > 16)
      throw new Error('--instances must be a whole number from 1 to 16');
  }
  const port = Number(process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 1 || port + instances - 1 > 65535)
    throw new Error('PORT is not a port');
  return { instances, port };
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the instance behind ${url} exited while starting`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer /api/health in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const { instances, port } = parseArgs(process.argv.slice(2));
  const started = { pg: null, redis: null, children: [] };
  let stopping = null;
  const stopAll = () =>
    (stopping ??= (async () => {
      await Promise.all(
        started.children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
              child.once('exit', resolve);
              child.kill('SIGTERM');
              // A stuck instance is not allowed to keep the cluster's database alive.
              setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      );
      await started.redis?.stop().catch(() => undefined);
      if (started.pg) await stopCluster(started.pg.dir).catch(() => undefined);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      console.log(`\n${signal}: stopping the cluster…`);
      void stopAll().then(() => process.exit(0));
    });

  try {
    started.pg = await startCluster();
    started.redis = await startRedis();
    // Shared by every instance: the settings sealed by one are read by the others, and local checkout events
    // signed by one verify on another. (Auth tokens are signed with a key kept in the database itself.)
    const env = {
      ...process.env,
      EDGEBOARD_MODE: 'local',
      HOST: '127.0.0.1',
      DATABASE_URL: started.pg.url,
      REDIS_URL: started.redis.url,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64url')}`,
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // One public address, as behind a load balancer: tokens name it as their issuer, and every instance
      // accepts only its own issuer.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    };
    const startInstance = (i) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server/main.ts'], {
        env: { ...env, PORT: String(port + i) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.children.push(child);
      const prefix = `[${i + 1}] `;
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines)
            (stream === child.stderr ? process.stderr : process.stdout).write(prefix + line + '\n');
        });
      }
      child.on('exit', (code, signal) => {
        if (!stopping) {
          console.error(`${prefix}instance exited (${signal ?? code}); stopping the cluster`);
          void stopAll().then(() => process.exit(1));
        }
      });
      return child;
    };
    const url = (i) => `http://127.0.0.1:${port + i}`;
    // The first instance migrates and seeds; the others then only read the seeded season.
    await waitForHealth(url(0), startInstance(0), STARTUP_TIMEOUT_MS);
    const rest = Array.from({ length: instances - 1 }, (_, k) => k + 1);
    await Promise.all(rest.map((i) => waitForHealth(url(i), startInstance(i), STARTUP_TIMEOUT_MS)));
    console.log(`DATABASE_URL=${started.pg.url}`);
    console.log(`REDIS_URL=${started.redis.url}`);
    for (let i = 0; i < instances; i += 1) console.log(`instance ${i + 1}: ${url(i)}`);
    console.log('cluster ready');
  } catch (err) {
    console.error(`cluster failed to start: ${err instanceof Error ? err.message : String(err)}`);
    await stopAll();
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
