// redis-server is needed by the Redis adapter tests and `npm run cluster`. Debian's package puts it on PATH;
// install it when missing and we are root (CI), like ensure-postgres.mjs does for PostgreSQL.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The redis-server binary: REDIS_SERVER, else on PATH, else Debian's location; null when absent. */
export function findRedisServer() {
  const fromEnv = process.env.REDIS_SERVER;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'])
    if (dir && existsSync(join(dir, 'redis-server'))) return join(dir, 'redis-server');
  return null;
}

/** Returns the binary, installing Debian's `redis-server` first when missing and root; null if still absent. */
export function ensureRedis() {
  const found = findRedisServer();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('redis-server missing: installing the Debian package `redis-server`…');
    try {
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null',
        { stdio: 'inherit', shell: '/bin/bash' },
      );
    } catch {
      console.log('Installing redis-server failed.');
    }
  } else {
    console.log('redis-server not found: install it with `sudo apt-get install -y redis-server`.');
  }
  return findRedisServer();
}
