import { describe, expect, it } from 'vitest';
import { mvnRectangle, positiveSemiDefinite, jacobiEigen } from './mvn';
import { bvnCdf, normalCdf, normalQuantile } from './normal';

const corr = (n: number, rho: number) =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : rho)));

describe('normal numerics', () => {
  it('quantile inverts the CDF', () => {
    for (const p of [1e-6, 0.01, 0.2, 0.5, 0.77, 0.99, 1 - 1e-6])
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 7);
  });

  it('bivariate orthant matches 1/4 + asin(r)/(2π) at every correlation branch', () => {
    for (const r of [-0.99, -0.95, -0.8, -0.5, -0.1, 0, 0.2, 0.5, 0.9, 0.95, 0.999])
      expect(bvnCdf(0, 0, r)).toBeCloseTo(0.25 + Math.asin(r) / (2 * Math.PI), 7);
  });

  it('bivariate limits: r = 0 is the product, r = 1 the smaller, r = -1 the overlap', () => {
    expect(bvnCdf(0.3, -0.7, 0)).toBeCloseTo(normalCdf(0.3) * normalCdf(-0.7), 12);
    expect(bvnCdf(0.3, -0.7, 1)).toBeCloseTo(normalCdf(-0.7), 7);
    expect(bvnCdf(0.3, 0.7, -1)).toBeCloseTo(normalCdf(0.3) + normalCdf(0.7) - 1, 7);
    expect(bvnCdf(-0.3, -0.7, -1)).toBe(0);
  });

  it('bivariate is symmetric and agrees with an independent quadrature off the origin', () => {
    expect(bvnCdf(0.4, -1.1, 0.6)).toBeCloseTo(bvnCdf(-1.1, 0.4, 0.6), 12);
    // Integral over x of φ(x) Φ((y − r x)/√(1 − r²)), trapezoid on a fine grid.
    const [x0, y0, r] = [0.4, -1.1, 0.6];
    let s = 0;
    const h = 1e-3;
    for (let x = -9; x <= x0; x += h) {
      const w = x === -9 || x + h > x0 ? 0.5 : 1;
      s +=
        (w * h * Math.exp((-x * x) / 2) * normalCdf((y0 - r * x) / Math.sqrt(1 - r * r))) /
        Math.sqrt(2 * Math.PI);
    }
    expect(bvnCdf(x0, y0, r)).toBeCloseTo(s, 3);
  });
});

describe('mvnRectangle', () => {
  it('is the product of the marginals at correlation 0 in any dimension', () => {
    const upper = [0.2, -0.5, 1.1, 0.3];
    const want = upper.reduce((p, u) => p * normalCdf(u), 1);
    expect(mvnRectangle([-Infinity, -Infinity, -Infinity, -Infinity], upper, corr(4, 0))).toBeCloseTo(
      want,
      10,
    );
  });

  it('matches the exchangeable orthant formula in three dimensions', () => {
    // P(all three below 0) = 1/8 + 3 asin(r) / (4π).
    for (const r of [-0.3, 0.2, 0.6]) {
      expect(mvnRectangle([-Infinity, -Infinity, -Infinity], [0, 0, 0], corr(3, r))).toBeCloseTo(
        0.125 + (3 * Math.asin(r)) / (4 * Math.PI),
        4,
      );
    }
  });

  it('agrees with the exact bivariate when a third variable is unbounded', () => {
    const r = [
      [1, 0.4, 0.2],
      [0.4, 1, -0.3],
      [0.2, -0.3, 1],
    ];
    const got = mvnRectangle([-Infinity, -Infinity, -Infinity], [0.5, -0.2, Infinity], r);
    expect(got).toBeCloseTo(bvnCdf(0.5, -0.2, 0.4), 4);
  });

  it('gives perfect dependence of one event the event probability (the minimum)', () => {
    expect(mvnRectangle([-Infinity, -Infinity], [0.3, 0.3], corr(2, 1))).toBeCloseTo(normalCdf(0.3), 7);
    expect(mvnRectangle([-Infinity, -Infinity, -Infinity], [0.3, 0.3, 0.3], corr(3, 1))).toBeCloseTo(
      normalCdf(0.3),
      3,
    );
  });

  it('is deterministic', () => {
    const r = corr(5, 0.25);
    const a = mvnRectangle([-1, -Infinity, 0, -Infinity, -2], [Infinity, 0.4, Infinity, 1, 0], r);
    expect(mvnRectangle([-1, -Infinity, 0, -Infinity, -2], [Infinity, 0.4, Infinity, 1, 0], r)).toBe(a);
  });

  it('an empty interval has probability 0', () => {
    expect(mvnRectangle([0.5, -Infinity], [0.5, 1], corr(2, 0.3))).toBe(0);
  });
});

describe('positiveSemiDefinite', () => {
  it('leaves a valid matrix alone and repairs an impossible one to unit diagonal and non-negative eigenvalues', () => {
    expect(positiveSemiDefinite(corr(3, 0.3))).toEqual(corr(3, 0.3));
    const bad = [
      [1, 0.9, 0.9],
      [0.9, 1, -0.9],
      [0.9, -0.9, 1],
    ];
    expect(Math.min(...jacobiEigen(bad).values)).toBeLessThan(0);
    const fixed = positiveSemiDefinite(bad);
    expect(fixed.map((row, i) => row[i])).toEqual([1, 1, 1]);
    expect(Math.min(...jacobiEigen(fixed).values)).toBeGreaterThan(-1e-9);
  });
});
