#!/usr/bin/env node
// `npm run dev`: the API in watch mode on :8787 and the UI's Vite dev server (which proxies /api, /auth/v1 and
// /dev to it), their output prefixed; Ctrl-C stops both, and either one exiting stops the other.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const colour = (code, text) => (process.stdout.isTTY ? `\u001b[${code}m${text}\u001b[0m` : text);

const services = [
  {
    name: colour(36, '[api]'),
    command: process.execPath,
    args: ['node_modules/tsx/dist/cli.mjs', 'watch', 'api/src/server/main.ts'],
    cwd: '.',
    env: { PORT: process.env.PORT ?? '8787' },
  },
  {
    name: colour(35, '[ui] '),
    command: process.execPath,
    args: ['../node_modules/vite/bin/vite.js'],
    cwd: 'ui',
    env: {},
  },
];

let stopping = false;
const children = services.map(({ name, command, args, cwd, env }) => {
  const child = spawn(command, args, {
    cwd,
    // Piped output loses the children's colours unless they are asked for; a log file gets none.
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${name} ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    console.log(`${name} exited (${signal ?? `code ${code}`})`);
    stop(code ?? 1);
  });
  return child;
});

let exitCode = 0;
function stop(code) {
  if (!stopping) exitCode = code;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
