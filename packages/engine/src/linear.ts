/** Sums of a least-squares problem (X'X and X'y, plus the row count): additive over any split of rows. */
export interface NormalEquations {
  xtx: Float64Array;
  xty: Float64Array;
  size: number;
  rows: number;
}

export function emptyNormalEquations(size: number): NormalEquations {
  return { xtx: new Float64Array(size * size), xty: new Float64Array(size), size, rows: 0 };
}

export function accumulate(eq: NormalEquations, x: ArrayLike<number>, y: number): void {
  const { xtx, xty, size } = eq;
  for (let i = 0; i < size; i++) {
    const xi = x[i] ?? 0;
    if (xi === 0) continue;
    const rowStart = i * size;
    for (let j = 0; j < size; j++) xtx[rowStart + j] = (xtx[rowStart + j] ?? 0) + xi * (x[j] ?? 0);
    xty[i] = (xty[i] ?? 0) + xi * y;
  }
  eq.rows += 1;
}

/** a - b, for leaving one fold's rows out of the whole. */
export function subtract(a: NormalEquations, b: NormalEquations): NormalEquations {
  return {
    xtx: a.xtx.map((v, i) => v - (b.xtx[i] ?? 0)),
    xty: a.xty.map((v, i) => v - (b.xty[i] ?? 0)),
    size: a.size,
    rows: a.rows - b.rows,
  };
}

/**
 * Ridge-regularised least squares from its normal equations, shrunk toward `prior` (zero by
 * default). The penalty on each coefficient is `ridge` times that column's sum of squares, i.e. the
 * prior is worth about `ridge * n` observations whatever the column's scale. The system is small (a
 * dozen columns), so Gaussian elimination with partial pivoting is exact enough and instant.
 */
export function solveRidge(eq: NormalEquations, ridge: number, prior?: readonly number[]): number[] | null {
  const k = eq.size;
  if (eq.rows === 0) return null;
  const a: number[][] = Array.from({ length: k }, (_, i) => {
    const row = Array.from({ length: k + 1 }, (__, j) =>
      j < k ? (eq.xtx[i * k + j] ?? 0) : (eq.xty[i] ?? 0),
    );
    const penalty = (row[i] ?? 0) * ridge + 1e-9;
    row[i] = (row[i] ?? 0) + penalty;
    row[k] = (row[k] ?? 0) + penalty * (prior?.[i] ?? 0);
    return row;
  });
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let r = col + 1; r < k; r++) {
      if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    }
    const pr = a[pivot];
    const cr = a[col];
    if (!pr || !cr) return null;
    a[pivot] = cr;
    a[col] = pr;
    const p = pr[col] ?? 0;
    if (Math.abs(p) < 1e-12) return null;
    for (let r = 0; r < k; r++) {
      if (r === col) continue;
      const row = a[r];
      if (!row) continue;
      const factor = (row[col] ?? 0) / p;
      if (factor === 0) continue;
      for (let j = col; j <= k; j++) row[j] = (row[j] ?? 0) - factor * (pr[j] ?? 0);
    }
  }
  return a.map((row, i) => (row[k] ?? 0) / (row[i] ?? 1));
}

/** Ridge least squares straight from rows; see solveRidge. */
export function leastSquares(
  rows: readonly (readonly number[])[],
  targets: readonly number[],
  ridge = 1e-6,
  prior?: readonly number[],
): number[] | null {
  const first = rows[0];
  if (!first) return null;
  const eq = emptyNormalEquations(first.length);
  rows.forEach((x, r) => {
    accumulate(eq, x, targets[r] ?? 0);
  });
  return solveRidge(eq, ridge, prior);
}
