// `npm run bench:engine [-- --data <dir>]`: how long the engine's batch jobs take, against their targets.
// A benchmark, not a test: it prints measured seconds and never fails the build (tests assert no timings).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateDemoSeason } from '@edgeboard/fixtures';

const TARGET_BACKTEST_S = 10;
const TARGET_DEMO_SEASON_S = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const dataArg = process.argv.indexOf('--data');
const data = path.resolve(dataArg > 0 ? (process.argv[dataArg + 1] ?? '') : '../shared/data/nfl');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

function line(name: string, runs: number[], target: number): void {
  const m = median(runs);
  const verdict = m <= target ? 'meets' : 'MISSES';
  console.log(
    `${name.padEnd(34)} median ${m.toFixed(2)} s  (runs ${runs.map((r) => r.toFixed(2)).join(', ')})  target <= ${target} s: ${verdict}`,
  );
}

const demo: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  generateDemoSeason({ now: new Date('2026-11-21T12:00:00Z') });
  demo.push((performance.now() - started) / 1000);
}
line('demo season generation', demo, TARGET_DEMO_SEASON_S);

if (existsSync(path.join(data, 'player_stats_2023.csv'))) {
  const backtest: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // The CLI's own figure: its whole run (load, fit, replay) as a user starts it.
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/engine/src/cli/backtest.ts',
        '--data',
        data,
        '--season',
        '2023',
        '--json',
      ],
      { encoding: 'utf8' },
    );
    const last = r.stdout.trim().split('\n').pop() ?? '{}';
    backtest.push((JSON.parse(last) as { seconds: number }).seconds);
  }
  line('proxy backtest, season 2023', backtest, TARGET_BACKTEST_S);
} else {
  console.log(`proxy backtest skipped: no player_stats_2023.csv in ${data}`);
}
