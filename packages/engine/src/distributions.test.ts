import { describe, expect, it } from 'vitest';
import { countPOver, gammaP, gammaPOver, logGamma, normalCdf, normalPOver } from './distributions';

describe('distributions', () => {
  it('normal CDF matches tabulated values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841344746, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249979, 6);
    expect(normalPOver(60, 20, 70)).toBeCloseTo(1 - 0.691462461, 6);
  });

  it('log-gamma and the incomplete gamma function match closed forms', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 9);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 9);
    // Shape 1 is the exponential distribution.
    expect(gammaP(1, 2)).toBeCloseTo(1 - Math.exp(-2), 9);
    // Shape 2: 1 - e^-x (1 + x); large x goes through the continued fraction.
    expect(gammaP(2, 7)).toBeCloseTo(1 - Math.exp(-7) * 8, 9);
  });

  it('a gamma with large shape approaches the normal with the same mean and variance', () => {
    expect(gammaPOver(500, 400, 520, 0)).toBeCloseTo(normalPOver(500, 20, 520), 2);
  });

  it('count probabilities match Poisson and negative binomial closed forms', () => {
    expect(countPOver(0.5, 0.5, 0.5)).toBeCloseTo(1 - Math.exp(-0.5), 10);
    expect(countPOver(2, 2, 2.5)).toBeCloseTo(1 - Math.exp(-2) * (1 + 2 + 2), 10);
    // Negative binomial with r = 1 (geometric): P(X > k) = q^(k+1), q = mean / (1 + mean).
    expect(countPOver(3, 12, 4.5)).toBeCloseTo(Math.pow(0.75, 5), 10);
  });
});
