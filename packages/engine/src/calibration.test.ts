import { describe, expect, it } from 'vitest';
import { applyCalibration, fitIsotonic, PROBABILITY_FLOOR } from './calibration';

describe('isotonic calibration', () => {
  it('pools adjacent violators', () => {
    const c = fitIsotonic([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1]);
    expect(c.x).toEqual([0.1, 0.25, 0.4]);
    expect(c.y).toEqual([PROBABILITY_FLOOR, 0.5, 1 - PROBABILITY_FLOOR]);
  });

  it('is monotone and stays inside the probability floor', () => {
    // A deterministic, non-monotone relation between raw probability and outcome frequency.
    const raw: number[] = [];
    const outcomes: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const p = (i % 100) / 100;
      raw.push(p);
      outcomes.push(Math.abs(Math.sin(i * 12.9898)) < p + 0.1 * Math.sin(p * 20) ? 1 : 0);
    }
    const c = fitIsotonic(raw, outcomes, 40);
    for (let i = 1; i < c.y.length; i++) expect(c.y[i]!).toBeGreaterThanOrEqual(c.y[i - 1]!);
    let prev = -1;
    for (let p = 0; p <= 1.0001; p += 0.001) {
      const q = applyCalibration(c, p);
      expect(q).toBeGreaterThanOrEqual(prev);
      expect(q).toBeGreaterThanOrEqual(PROBABILITY_FLOOR);
      expect(q).toBeLessThanOrEqual(1 - PROBABILITY_FLOOR);
      prev = q;
    }
  });

  it('merges blocks thinner than the minimum', () => {
    const raw = Array.from({ length: 100 }, (_, i) => i / 100);
    const outcomes = raw.map((p) => (p > 0.97 ? 1 : p < 0.02 ? 0 : p > 0.5 ? 1 : 0));
    const c = fitIsotonic(raw, outcomes, 10);
    expect(c.x.length).toBeLessThanOrEqual(10);
  });

  it('keeps rising one-for-one beyond the outermost knots instead of flattening', () => {
    const c = fitIsotonic([0.3, 0.4, 0.5, 0.6], [0, 0, 1, 1]);
    expect(applyCalibration(c, 0.55)).toBeCloseTo(1 - PROBABILITY_FLOOR, 9);
    const mid = { kind: 'isotonic' as const, x: [0.3, 0.5], y: [0.35, 0.55] };
    expect(applyCalibration(mid, 0.6)).toBeCloseTo(0.65, 9);
    expect(applyCalibration(mid, 0.2)).toBeCloseTo(0.25, 9);
    expect(applyCalibration(mid, 0.999)).toBe(1 - PROBABILITY_FLOOR);
  });

  it('identity passes raw probabilities through, clamped', () => {
    expect(applyCalibration({ kind: 'identity' }, 0.63)).toBe(0.63);
    expect(applyCalibration({ kind: 'identity' }, 1)).toBe(1 - PROBABILITY_FLOOR);
  });
});
