#!/usr/bin/env node
// `npm start`: build what is missing, then run the server (TypeScript through tsx; no separate build step).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const uiPackage = 'ui/package.json';
if (
  existsSync(uiPackage) &&
  JSON.parse(readFileSync(uiPackage, 'utf8')).scripts?.build &&
  !existsSync('ui/dist/index.html')
) {
  console.log('Building the web app (first start only)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'ui'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
