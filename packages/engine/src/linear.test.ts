import { describe, expect, it } from 'vitest';
import { accumulate, emptyNormalEquations, leastSquares, solveRidge, subtract } from './linear';

describe('ridge least squares', () => {
  const rows = [0, 1, 2, 3, 4, 5].map((x) => [1, x]);
  const targets = rows.map(([, x]) => 3 + 2 * (x ?? 0));

  it('recovers an exact linear relation', () => {
    const [a, b] = leastSquares(rows, targets, 1e-9)!;
    expect(a).toBeCloseTo(3, 6);
    expect(b).toBeCloseTo(2, 6);
  });

  it('shrinks toward the prior as the ridge grows', () => {
    const noisy = targets.map((y, i) => y + (i % 2 === 0 ? 1 : -1));
    const free = leastSquares(rows, noisy, 1e-9)!;
    const pulled = leastSquares(rows, noisy, 1000, [0, 5])!;
    expect(Math.abs((pulled[1] ?? 0) - 5)).toBeLessThan(0.01);
    expect(Math.abs((free[1] ?? 0) - 5)).toBeGreaterThan(2);
  });

  it('leaves a fold out by subtracting its sums', () => {
    const all = emptyNormalEquations(2);
    const fold = emptyNormalEquations(2);
    const rest = emptyNormalEquations(2);
    rows.forEach((x, i) => {
      const y = (targets[i] ?? 0) + (i === 2 ? 7 : 0);
      accumulate(all, x, y);
      accumulate(i < 2 ? fold : rest, x, y);
    });
    expect(solveRidge(subtract(all, fold), 1e-6)).toEqual(solveRidge(rest, 1e-6));
    expect(solveRidge(emptyNormalEquations(2), 1e-6)).toBeNull();
  });
});
