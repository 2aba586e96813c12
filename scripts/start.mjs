#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the server (TypeScript through tsx; no separate build step).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'ui/dist/index.html';
const SOURCES = ['ui/src', 'ui/index.html', 'ui/vite.config.ts', 'ui/package.json', 'domain/src'];

/** Newest modification time under the given paths (files and folders, recursively). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

if (existsSync('ui/package.json')) {
  const stale = !existsSync(BUILT) || newest(SOURCES) > statSync(BUILT).mtimeMs;
  if (stale) {
    console.log(
      existsSync(BUILT)
        ? 'The web app changed since its last build: rebuilding…'
        : 'Building the web app (first start)…',
    );
    const r = spawnSync('npm', ['run', 'build', '-w', 'ui'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
