import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastJsonLine, realData, run, writeLeague } from './backtest-cli-test-kit';

const dir = mkdtempSync(path.join(tmpdir(), 'edgeboard-backtest-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('backtest CLI', () => {
  it('prints a summary and one JSON line with the contract keys on a hand-made data folder', () => {
    writeLeague(dir);
    const r = run(['--data', dir, '--season', '2061', '--json']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Fitted and calibrated (isotonic) on seasons 2060');
    const json = lastJsonLine(r.stdout);
    expect(Object.keys(json)).toEqual([
      'season',
      'picks',
      'brier',
      'logLoss',
      'ece',
      'hitRate',
      'baseline',
      'bands',
      'seconds',
    ]);
    expect(Object.keys(json.baseline as object)).toEqual(['brier', 'logLoss']);
    expect((json.bands as { band: string }[]).map((b) => b.band)).toEqual([
      '50-59',
      '60-69',
      '70-79',
      '80-100',
    ]);
    expect(Object.keys((json.bands as object[])[0] ?? {})).toEqual(['band', 'n', 'hitRate']);
    expect(json.season).toBe(2061);

    const first = run(['--data', dir, '--season', '2060', '--json']);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('IDENTITY');
    expect(lastJsonLine(first.stdout).season).toBe(2060);
  });

  // One test a case: each starts the CLI (tsx), which takes about 6 s on a loaded 2-core machine.
  it.each<[string[], RegExp]>([
    [['--season', '2061'], /--data is required/],
    [['--data', dir], /--season is required/],
    [['--data', dir, '--season', '20x1'], /four-digit year/],
    [['--data', dir, '--season', '1999'], /season 1999 not in/],
    [['--data', path.join(dir, 'missing'), '--season', '2061'], /data folder not found/],
    [['--data', dir, '--season', '2061', '--jsn'], /unknown option --jsn/],
  ])('rejects %j with a clear message and exit code 2', (args, message) => {
    const r = run(args);
    expect(r.status, args.join(' ')).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('usage: npm run backtest');
  });
});

describe.skipIf(!existsSync(realData))('backtest on the real 2023 season', () => {
  it('meets the targets: Brier 2% under baseline, ECE <= 0.02, rising bands', () => {
    const r = run(['--data', realData, '--season', '2023', '--json']);
    expect(r.status).toBe(0);
    const json = lastJsonLine(r.stdout) as {
      picks: number;
      brier: number;
      ece: number;
      baseline: { brier: number };
      bands: { band: string; n: number; hitRate: number }[];
      seconds: number;
    };
    expect(json.picks).toBeGreaterThan(5000);
    expect(json.brier).toBeLessThanOrEqual(json.baseline.brier * 0.98);
    expect(json.ece).toBeLessThanOrEqual(0.02);
    const big = json.bands.filter((b) => b.n >= 100);
    for (let i = 1; i < big.length; i++) expect(big[i]!.hitRate).toBeGreaterThan(big[i - 1]!.hitRate);
    // Its speed (target: under 10 s) is measured by `npm run bench:engine`, not asserted here.
    expect(json.seconds).toBeGreaterThan(0);
  });
});

if (!existsSync(realData)) {
  console.warn(`SKIPPED real-data backtest: ${realData} not found`);
}
