import { describe, expect, it } from 'vitest';
import { brierScore, edgeScoreBucket, recordCalibration, wilsonInterval } from './calibration';
import type { PickResult } from '../entities/prop';

const r = (edgeScore: number, result: PickResult) => ({ edgeScore, result });

describe('wilsonInterval', () => {
  it('matches the published 95% interval for 8 of 10', () => {
    const i = wilsonInterval(8, 10);
    expect(i?.low).toBeCloseTo(0.4902, 4);
    expect(i?.high).toBeCloseTo(0.9433, 4);
  });

  it('stays inside [0, 1] at the edges: 0 of 5 gives 0 to 0.4345', () => {
    const i = wilsonInterval(0, 5);
    expect(i?.low).toBe(0);
    expect(i?.high).toBeCloseTo(0.4345, 4);
    expect(wilsonInterval(5, 5)?.high).toBe(1);
  });

  it('has no interval without a trial', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('brierScore', () => {
  it('averages (p - outcome)^2 over decided picks, pushes excluded', () => {
    // (0.7 - 1)^2 = 0.09, (0.6 - 0)^2 = 0.36: mean 0.225; the push at 80 is left out.
    expect(brierScore([r(70, 'win'), r(60, 'loss'), r(80, 'push')])).toBeCloseTo(0.225, 12);
  });

  it('is null with no decided pick', () => {
    expect(brierScore([r(70, 'push')])).toBeNull();
    expect(brierScore([])).toBeNull();
  });
});

describe('edgeScoreBucket', () => {
  it('groups by 5 points, 100 joining the top bucket', () => {
    expect(edgeScoreBucket(0)).toEqual({ from: 0, to: 4 });
    expect(edgeScoreBucket(64)).toEqual({ from: 60, to: 64 });
    expect(edgeScoreBucket(65)).toEqual({ from: 65, to: 69 });
    expect(edgeScoreBucket(100)).toEqual({ from: 95, to: 100 });
  });
});

describe('recordCalibration', () => {
  const rows = [
    r(62, 'win'),
    r(63, 'loss'),
    r(71, 'win'),
    r(72, 'win'),
    r(73, 'loss'),
    r(74, 'win'),
    r(90, 'push'),
  ];

  it('counts each bucket with a decided pick, pushes outside the rates', () => {
    const c = recordCalibration(rows);
    // The push at 90 leaves its bucket with no decided pick: no bucket, counted in pushes.
    expect(c.buckets.map((b) => [b.from, b.to, b.n, b.wins])).toEqual([
      [60, 64, 2, 1],
      [70, 74, 4, 3],
    ]);
    const [b60, b70] = c.buckets;
    expect(b60?.promised).toBeCloseTo(0.625, 12);
    expect(b60?.hitRate).toBe(0.5);
    expect(b70?.promised).toBeCloseTo(0.725, 12);
    expect(b70?.hitRate).toBe(0.75);
    expect(b70?.low).toBeCloseTo(wilsonInterval(3, 4)?.low ?? NaN, 12);
    expect(c.n).toBe(6);
    expect(c.pushes).toBe(1);
  });

  it('computes Brier and ECE by hand', () => {
    const c = recordCalibration(rows);
    // Brier: (0.38^2 + 0.63^2 + 0.29^2 + 0.28^2 + 0.73^2 + 0.26^2) / 6 = 1.3043 / 6.
    expect(c.brier).toBeCloseTo(1.3043 / 6, 12);
    // ECE: 2/6 x |0.625 - 0.5| + 4/6 x |0.725 - 0.75| = 0.041667 + 0.016667.
    expect(c.ece).toBeCloseTo((2 / 6) * 0.125 + (4 / 6) * 0.025, 12);
  });

  it('has no figures without picks', () => {
    expect(recordCalibration([])).toEqual({ buckets: [], n: 0, pushes: 0, brier: null, ece: null });
    expect(recordCalibration([r(70, 'push')])).toEqual({
      buckets: [],
      n: 0,
      pushes: 1,
      brier: null,
      ece: null,
    });
  });
});
