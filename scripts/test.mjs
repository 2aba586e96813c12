#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
// Prints one closing line `Tests: N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';

const steps = [];
// Folders Prettier keeps; each new workspace joins this list once it lands.
const FORMATTED = ['domain', 'packages', 'fixtures', 'adapters', 'api', 'ui', 'scripts', 'docs', 'README.md'];
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok: r.status === 0, seconds });
  console.log(`${r.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return r.status === 0;
}

ensurePostgres();
mkdirSync('.tmp', { recursive: true });

const checksOk =
  run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) &&
  run('typecheck (ui)', 'npx', ['tsc', '-p', 'ui/tsconfig.json', '--noEmit']) &&
  run('lint', 'npx', ['eslint', '.']) &&
  run('format', 'npx', ['prettier', '--check', ...FORMATTED]) &&
  run('layers', 'npx', [
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    'domain',
    'packages',
    'fixtures',
    'adapters',
    'api',
    'ui/src',
  ]);

let passed = 0;
let failed = 0;

/** Runs a vitest suite with a JSON report and adds its counts to the closing line. */
function vitest(name, args, relativeReport) {
  // Absolute: with --root, vitest resolves output paths from that folder.
  const report = resolve(relativeReport);
  run(name, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    failed += 1;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.success === false && !json.numFailedTests ? 1 : 0);
}

if (checksOk) {
  vitest('unit and integration tests (SQLite and PostgreSQL)', [], '.tmp/vitest.json');
  vitest('web app component tests', ['--root', 'ui'], '.tmp/vitest-ui.json');
  if (run('web app build', 'npm', ['run', 'build', '-w', 'ui'])) {
    run('JS budgets (landing 120 KB, dashboard home 350 KB, gzip)', 'npm', ['run', 'size', '-w', 'ui']);
  }
} else {
  failed += 1;
}

console.log('\nSummary:');
for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
const allOk = steps.every((s) => s.ok) && failed === 0;
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
