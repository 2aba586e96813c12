import { describe, expect, it } from 'vitest';
import { meanEstimate, recordHeadline } from './record-headline';

describe('recordHeadline', () => {
  it('gives W-L-P, a Wilson win rate, ROI and units over priced picks, and mean CLV, each with its n', () => {
    const h = recordHeadline([
      { result: 'win', profit: 0.91, clv: 0.02 },
      { result: 'loss', profit: -1, clv: -0.01 },
      { result: 'win', profit: 1.5 },
      { result: 'push', profit: 0 },
      // Unpriced: in the W-L, never in units.
      { result: 'win', profit: null },
    ]);
    expect(h).toMatchObject({ graded: 5, wins: 3, losses: 1, pushes: 1, unpriced: 1 });
    // Wilson 95% for 3 of 4: 30.1% to 95.4%.
    expect(h.winRate).toEqual({ value: 0.75, n: 4, low: 0.3006, high: 0.9544 });
    expect(h.units).toMatchObject({ value: 1.41, n: 4 });
    expect(h.roi).toMatchObject({ value: 0.3525, n: 4 });
    expect(h.roi!.low).toBeLessThan(0);
    expect(h.units!.high).toBeCloseTo(h.roi!.high! * 4, 3);
    expect(h.clv).toMatchObject({ value: 0.005, n: 2 });
  });

  it('answers null figures with nothing to measure, and no interval from one value', () => {
    expect(recordHeadline([])).toMatchObject({ graded: 0, winRate: null, roi: null, units: null, clv: null });
    expect(recordHeadline([{ result: 'push', profit: null }])).toMatchObject({
      winRate: null,
      roi: null,
      unpriced: 1,
    });
    expect(meanEstimate([0.5])).toEqual({ value: 0.5, n: 1, low: null, high: null });
  });

  it('gives the normal interval of a mean: ±1.96 s/√n', () => {
    // mean 0, s = 1.0690 (n = 8): half-width 1.96 · 1.069 / √8 = 0.7408.
    const e = meanEstimate([1, -1, 1, -1, 1, -1, 1, -1]);
    expect(e).toMatchObject({ value: 0, n: 8 });
    expect(e!.high).toBeCloseTo(0.7408, 3);
    expect(e!.low).toBeCloseTo(-0.7408, 3);
  });
});
