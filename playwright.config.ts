// Browser journeys (e2e/) against `npm start` on a fresh, throwaway SQLite database and Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The config is evaluated by the runner and again by every worker: the port and database folder are chosen
 * once and handed down through the environment, which the workers inherit.
 */
function once(name: string, choose: () => string): string {
  const existing = process.env[name];
  if (existing !== undefined && existing !== '') return existing;
  const value = choose();
  process.env[name] = value;
  return value;
}

/** A port the OS says is free right now (synchronously: the config cannot await). */
function freePort(): string {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
    ],
    { encoding: 'utf8' },
  );
  const port = probe.stdout.trim();
  if (probe.status !== 0 || !/^\d+$/.test(port))
    throw new Error(`Could not find a free port: ${probe.stderr}`);
  return port;
}

/**
 * E2E_BASE_URL points the journeys at a server you already run (for working on a spec); it must have been
 * started fresh with EDGEBOARD_NOW=E2E_NOW, because the journeys change accounts.
 */
const external = process.env.E2E_BASE_URL;
const port = external === undefined ? once('E2E_PORT', freePort) : '';
const dataDir =
  external === undefined ? once('E2E_DATA_DIR', () => mkdtempSync(join(tmpdir(), 'edgeboard-e2e-'))) : '';
const baseURL = external ?? `http://127.0.0.1:${port}`;

/** A fixed instant of the demo season, so every run sees the same week, games and picks. */
export const E2E_NOW = '2026-10-01T18:00:00Z';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium does not run under libfaketime (its crash handler and zygote fail on the shifted clock), so a run
 * that shifts the machine's clock with `faketime` (to prove the suite holds on a later date) starts the
 * browser without the preload: the server and every test process keep the shifted clock.
 */
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (e): e is [string, string] => e[1] !== undefined && !(e[0] === 'LD_PRELOAD' && e[1].includes('faketime')),
  ),
);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    env: browserEnv,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

const desktop = { ...chromium, viewport: { width: 1280, height: 800 } };
const phone = { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
/** Journeys that publish picks (see projects below). */
const PUBLISHING = '**/alerts.spec.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  // Two cores: the server, its SQLite writes and Chromium share them.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey's whole budget is a backstop against a hang; each wait inside has its own limit (expect and
  // actionTimeout below), which is what catches a stuck page. The longest journeys (the profile's ~45 steps, the
  // feed to an analysis) took 1-1.5 s a step, over 60 s in all, with the two cores shared twelve ways. An
  // expectation waits up to 20 s: at load 22 (two busy loops beside other work) a sign-up's redirect to the plans
  // page, which waits for GET /api/me and a lazy page, once took just over 10 s. A passing wait ends at once.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  // Every journey runs on a 1280 px desktop and on a 375 px phone (touch, mobile viewport), issue #18's
  // "done when". phone-width.spec.ts is about the phone alone and sets its own size; the security headers
  // do not depend on the screen.
  // The alerts journey publishes the current week's picks from the back office, which republishes them (new
  // publish times, so a capped tier's allowance moves): it runs after every other journey, desktop then phone,
  // so no journey running beside it sees the week change under it.
  projects: [
    {
      name: 'chromium',
      testIgnore: [PUBLISHING],
      use: desktop,
    },
    {
      name: 'phone',
      testIgnore: ['**/phone-width.spec.ts', '**/security-headers.spec.ts', PUBLISHING],
      use: phone,
    },
    { name: 'chromium-publishing', testMatch: PUBLISHING, dependencies: ['chromium', 'phone'], use: desktop },
    { name: 'phone-publishing', testMatch: PUBLISHING, dependencies: ['chromium-publishing'], use: phone },
  ],
  webServer:
    external !== undefined
      ? undefined
      : {
          // start.mjs rebuilds the web app first when its sources are newer than the build.
          command: 'node scripts/start.mjs',
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 180_000,
          // The build and seeding chatter stays out of the report; failures to start still show on stderr.
          stdout: 'ignore',
          stderr: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          env: {
            EDGEBOARD_MODE: 'local',
            HOST: '127.0.0.1',
            PORT: port,
            DATABASE_URL: join(dataDir, 'edgeboard.sqlite'),
            EDGEBOARD_NOW: E2E_NOW,
            LOG_LEVEL: 'warn',
            // Every journey comes from 127.0.0.1, twice (desktop and phone): about 60 sign-ins and 10 sign-ups
            // in four minutes, and on a quiet machine over 120 page views a minute (the layout journeys open every
            // page for every tier, two at once), over the per-address limits meant for one person (their tests
            // are in api/): a clean-clone CI run answered a page view 429, which the console check caught.
            RATE_LIMITS: 'signIn=300/300,signup=100/3600,pageView=1200/60',
          },
        },
});
