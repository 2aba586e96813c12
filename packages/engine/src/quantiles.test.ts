import { describe, expect, it } from 'vitest';
import { rawPOver } from './projection';
import { projectionQuantile, projectionRange } from './quantiles';

describe('projectionRange', () => {
  it('brackets the median between p10 and p90 of the yardage distribution', () => {
    const r = projectionRange('receiving_yards', { mean: 60, sd: 25 });
    expect(r.p10).toBeLessThan(r.median);
    expect(r.median).toBeLessThan(r.p90);
    // Right-skewed yardage: the median sits below the mean.
    expect(r.median).toBeLessThan(60);
    const p = { mean: 60, sd: 25, variance: 625 };
    expect(1 - rawPOver('receiving_yards', p, r.p10)).toBeCloseTo(0.1, 2);
    expect(1 - rawPOver('receiving_yards', p, r.p90)).toBeCloseTo(0.9, 2);
  });

  it('gives whole numbers for count stats, the smallest with P(X <= k) >= q', () => {
    const proj = { mean: 4.5, sd: 2 };
    const k = projectionQuantile('receptions', proj, 0.5);
    expect(Number.isInteger(k)).toBe(true);
    const full = { ...proj, variance: 4 };
    expect(1 - rawPOver('receptions', full, k)).toBeGreaterThanOrEqual(0.5);
    expect(1 - rawPOver('receptions', full, k - 1)).toBeLessThan(0.5);
  });
});
