#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
// Prints one closing line `Tests: N passed, N failed` that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';
import { ensureRedis } from './ensure-redis.mjs';

const steps = [];
// Folders Prettier keeps; each new workspace joins this list once it lands.
const FORMATTED = [
  'domain',
  'packages',
  'fixtures',
  'application',
  'adapters',
  'api',
  'ui',
  'contracts',
  'e2e',
  'playwright.config.ts',
  'scripts',
  'docs',
  'README.md',
];
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
ensureRedis();
mkdirSync('.tmp', { recursive: true });

/**
 * The static checks, all at once: each is one single-threaded process (tsc, ESLint, Prettier,
 * dependency-cruiser), so on two cores running them side by side takes about as long as the slowest (ESLint)
 * instead of their sum. Each one's output is held and printed whole when it ends, so logs do not interleave.
 */
function runTogether(checks) {
  const started = Date.now();
  console.log(`\n▶ ${checks.length} checks at once: ${checks.map((c) => c.name).join('; ')}`);
  return Promise.all(
    checks.map(
      ({ name, cmd, args }) =>
        new Promise((done) => {
          const child = spawn(cmd, args, { env: process.env });
          const out = [];
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            steps.push({ name, ok: code === 0, seconds });
            console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(out));
            console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
            done(code === 0);
          });
        }),
    ),
  ).then((oks) => oks.every(Boolean));
}

const checksOk = await runTogether([
  // The same two scripts a developer runs (package.json), so `npm run typecheck` and `npm run layers` cover
  // exactly what CI does: the server, the web app, the contracts and the browser tests.
  {
    name: 'typecheck (server, web app, contracts, browser tests)',
    cmd: 'npm',
    args: ['run', '--silent', 'typecheck'],
  },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', ...FORMATTED] },
  { name: 'layers', cmd: 'npm', args: ['run', '--silent', 'layers'] },
]);

let passed = 0;
let failed = 0;

/** Runs a vitest suite with a JSON report and adds its counts to the closing line. */
function vitest(name, args, relativeReport) {
  // Absolute: with --root, vitest resolves output paths from that folder.
  const report = resolve(relativeReport);
  rmSync(report, { force: true });
  const ok = run(name, 'npx', [
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
  const failedTests = json.numFailedTests ?? 0;
  failed += failedTests;
  // A suite whose hooks failed, an unhandled error or a failing teardown fails the step with every test
  // green: the closing line must not say "0 failed" for a red step.
  if (failedTests === 0 && (!ok || json.success === false)) {
    failed += 1;
    console.log(
      `✘ ${name}: every test passed but the run failed (suite hook, unhandled error or teardown: see above)`,
    );
  }
}

/** Playwright journeys against `npm start` on a fresh database (the build above is what it serves). */
function browserTests() {
  const report = resolve('test-results/e2e-report.json');
  rmSync(report, { force: true });
  const ok = run('browser tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e']);
  if (!existsSync(report)) {
    failed += 1;
    return;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const unexpected = stats?.unexpected ?? 1;
  failed += unexpected === 0 && !ok ? 1 : unexpected;
}

if (checksOk) {
  vitest('unit and integration tests (SQLite and PostgreSQL)', [], '.tmp/vitest.json');
  vitest('web app component tests', ['--root', 'ui'], '.tmp/vitest-ui.json');
  // Pact: the consumer tests (the web app's real endpoints) write the pacts; then the real API verifies
  // them on SQLite and PostgreSQL, and the dev:mock handlers are replayed against them.
  const contracts = ['--config', 'contracts/vitest.config.ts', '--project'];
  vitest(
    'contracts: consumer (writes the pacts)',
    [...contracts, 'consumer'],
    '.tmp/vitest-pact-consumer.json',
  );
  vitest(
    'contracts: provider (SQLite, PostgreSQL) and mock drift',
    [...contracts, 'provider', '--project', 'mocks'],
    '.tmp/vitest-pact-provider.json',
  );
  if (run('web app build', 'npm', ['run', 'build', '-w', 'ui'])) {
    if (!run('JS budgets (landing 120 KB, dashboard home 350 KB, gzip)', 'npm', ['run', 'size', '-w', 'ui']))
      failed += 1;
    browserTests();
  } else {
    failed += 1;
  }
} else {
  failed += 1;
}

console.log('\nSummary:');
for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
const allOk = steps.every((s) => s.ok) && failed === 0;
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
