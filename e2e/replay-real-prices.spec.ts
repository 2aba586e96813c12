// Issue #33: a replay on timestamped sportsbook pulls shows them on the odds board, in a pick's line history and
// in the public record, with the book named. Its own server: `npm run replay` on a throwaway folder of weekly
// stats in the nflverse format (three players with made-up numbers, api/src/replay/testdata/stats/) and the synthetic odds history committed
// as a test fixture (api/src/replay/testdata/, every price invented), started at week 3: week 2's game is
// played, locked with its close and graded; week 3's Tuesday snapshot is on the board.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

const ROOT = path.join(import.meta.dirname, '..');
const FIXTURE = path.join(ROOT, 'api/src/replay/testdata/synthetic-odds-history.csv');
// Made-up weekly stats of three players in the nflverse format (2022 weeks 1-8, 2023 weeks 1-3).
const STATS = path.join(ROOT, 'api/src/replay/testdata/stats');

/** A port free right now, chosen when the spec loads so that `test.use` can point the pages at it. */
function freePort(): number {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
    ],
    { encoding: 'utf8' },
  );
  return Number(probe.stdout.trim());
}
const PORT = freePort();
const BASE = `http://127.0.0.1:${String(PORT)}`;
test.use({ baseURL: BASE });

let dir = '';
let server: ChildProcess | null = null;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // One server for the desktop project; the phone run of this spec is skipped (it would build a second one).
  test.skip(testInfo.project.name !== 'chromium', 'the replay journey runs on the desktop project');
  // tsx compiles the server and the build fits a model before it listens: 1-2 min at load 20 on 2 cores.
  testInfo.setTimeout(330_000);
  dir = mkdtempSync(path.join(tmpdir(), 'edgeboard-replay-e2e-'));
  for (const year of [2022, 2023])
    copyFileSync(
      path.join(STATS, `player_stats_${String(year)}.csv`),
      path.join(dir, `player_stats_${String(year)}.csv`),
    );
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/replay.ts',
      '--data',
      dir,
      '--season',
      '2023',
      '--week',
      '3',
      '--odds-history',
      FIXTURE,
      '--db',
      path.join(dir, 'replay.sqlite'),
      '--port',
      String(PORT),
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  // What the replay printed on stderr, so a failure to start says why.
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null)
      throw new Error(`the replay server exited with ${String(server.exitCode)}: ${stderr}`);
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the replay server did not start in 300 s: ${stderr}`);
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the odds board, a pick’s line history and the record show the replayed book’s real pulls', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.allStar, DEMO_PASSWORD);
  // A replay server on a loaded machine can take a while over its first sign-in.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/dashboard/odds');
  await expect(page.getByRole('heading', { level: 1, name: 'Odds board · Week 3' })).toBeVisible();
  // Week 3's Tuesday snapshot: DraftKings' Josh Allen passing yards at 251.5, -110 both sides.
  const allen = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Josh Allen' });
  await expect(allen.first()).toContainText('251.5');
  await expect(allen.first()).toContainText('DraftKings');

  // The record: week 2's picks, published from the book's pulls, graded, with the book under the price.
  // Every graded pick (the plays view may hold none: one or two books leave little edge past their margin).
  await page.goto('/record?view=all');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Josh Allen' }).first();
  await expect(row).toContainText(/DraftKings|FanDuel/);
  await expect(row).toContainText(/Won|Lost|Push/);

  // The analysis of that pick (its id from the public record's answer): the line history of the week 2 game.
  const picks = (await (await page.request.get('/api/performance/record?season=2023&view=all')).json()) as {
    rows?: { id: string; player: string }[];
  };
  const id = picks.rows?.find((r) => r.player === 'Josh Allen')?.id;
  expect(id).toBeTruthy();
  await page.goto(`/dashboard/analysis/${String(id)}`);
  await expect(page.getByRole('heading', { name: 'Line movement' })).toBeVisible();
  await expect(page.getByText('No line history for this pick yet.')).toHaveCount(0);
  // Thursday's 245.5 and the 16:30 close at 249.5 are pulls of the line history; the 17:05 row (260.5) never is.
  const main = page.getByRole('main');
  // In the chart's data table (present in the page, folded away by default).
  await expect(main.getByText('245.5')).not.toHaveCount(0);
  await expect(main.getByText('249.5')).not.toHaveCount(0);
  await expect(main.getByText('260.5')).toHaveCount(0);
});
