// Rectangle probabilities of a multivariate normal, deterministic: exact formulas up to two dimensions,
// Genz's separation-of-variables integrand on a fixed rank-1 lattice (quasi-Monte Carlo, no random numbers)
// from three. Correlation matrices from the model are first made positive semi-definite.
import { bvnCdf, normalCdf, normalQuantile } from './normal';

/** Lattice points per shift and shifts: 8 x 4093 evaluations put the integration error near 1e-5. */
const LATTICE_POINTS = 4093;
const LATTICE_SHIFTS = 8;
const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];
const frac = (x: number) => x - Math.floor(x);

function set(m: number[][], i: number, j: number, value: number): void {
  const row = m[i];
  if (row) row[j] = value;
}

/**
 * The nearest-enough correlation matrix: eigenvalues below `floor` are raised to it (Jacobi eigen
 * decomposition), then the diagonal is rescaled to 1. A matrix already positive definite is returned as is.
 */
export function positiveSemiDefinite(r: readonly (readonly number[])[], floor = 1e-6): number[][] {
  const n = r.length;
  const { values, vectors } = jacobiEigen(r);
  if (Math.min(...values) >= floor) return r.map((row) => [...row]);
  const clipped = values.map((v) => Math.max(v, floor));
  const m = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => {
      let s = 0;
      for (let k = 0; k < n; k++) s += (vectors[i]?.[k] ?? 0) * (clipped[k] ?? 0) * (vectors[j]?.[k] ?? 0);
      return s;
    }),
  );
  return m.map((row, i) =>
    row.map((v, j) => (i === j ? 1 : v / Math.sqrt((m[i]?.[i] ?? 0) * (m[j]?.[j] ?? 0)))),
  );
}

/** Eigenvalues and eigenvectors (columns) of a small symmetric matrix by cyclic Jacobi rotations. */
export function jacobiEigen(r: readonly (readonly number[])[]): { values: number[]; vectors: number[][] } {
  const n = r.length;
  const a = r.map((row) => [...row]);
  const v: number[][] = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)),
  );
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += (a[p]?.[q] ?? 0) ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p]?.[q] ?? 0;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = ((a[q]?.[q] ?? 0) - (a[p]?.[p] ?? 0)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k]?.[p] ?? 0;
          const akq = a[k]?.[q] ?? 0;
          set(a, k, p, c * akp - s * akq);
          set(a, k, q, s * akp + c * akq);
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p]?.[k] ?? 0;
          const aqk = a[q]?.[k] ?? 0;
          set(a, p, k, c * apk - s * aqk);
          set(a, q, k, s * apk + c * aqk);
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k]?.[p] ?? 0;
          const vkq = v[k]?.[q] ?? 0;
          set(v, k, p, c * vkp - s * vkq);
          set(v, k, q, s * vkp + c * vkq);
        }
      }
    }
  }
  return { values: a.map((row, i) => row[i] ?? 0), vectors: v };
}

/** Lower Cholesky factor; a pivot below 1e-12 (a singular matrix) is kept at 0. */
function cholesky(r: readonly (readonly number[])[]): number[][] {
  const n = r.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = r[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) s -= (l[i]?.[k] ?? 0) * (l[j]?.[k] ?? 0);
      if (i === j) set(l, i, i, Math.sqrt(Math.max(s, 0)));
      else set(l, i, j, (l[j]?.[j] ?? 0) > 1e-12 ? s / (l[j]?.[j] ?? 0) : 0);
    }
  }
  return l;
}

/**
 * P(lower_i < X_i <= upper_i for every i) for X standard multivariate normal with correlation matrix `r`
 * (bounds may be infinite). One and two dimensions are exact; from three, Genz (1992) with the variables
 * ordered narrowest interval first and a Richtmyer lattice with fixed shifts, periodised (baker's transform).
 */
export function mvnRectangle(
  lower: readonly number[],
  upper: readonly number[],
  r: readonly (readonly number[])[],
): number {
  const n = lower.length;
  for (let i = 0; i < n; i++) if (!((lower[i] ?? 0) < (upper[i] ?? 0))) return 0;
  if (n === 0) return 1;
  if (n === 1) return normalCdf(upper[0] ?? 0) - normalCdf(lower[0] ?? 0);
  if (n === 2) {
    const rho = Math.max(-1, Math.min(1, r[0]?.[1] ?? 0));
    const [a1, a2] = lower as [number, number];
    const [b1, b2] = upper as [number, number];
    const p = bvnCdf(b1, b2, rho) - bvnCdf(a1, b2, rho) - bvnCdf(b1, a2, rho) + bvnCdf(a1, a2, rho);
    return Math.min(1, Math.max(0, p));
  }
  const fixed = positiveSemiDefinite(r);
  // Narrowest marginal interval first: the integrand then varies least over the lattice (Genz & Bretz).
  const order = [...Array(n).keys()].sort(
    (i, j) =>
      normalCdf(upper[i] ?? 0) -
        normalCdf(lower[i] ?? 0) -
        (normalCdf(upper[j] ?? 0) - normalCdf(lower[j] ?? 0)) || i - j,
  );
  const a = order.map((i) => lower[i] ?? 0);
  const b = order.map((i) => upper[i] ?? 0);
  const l = cholesky(order.map((i) => order.map((j) => fixed[i]?.[j] ?? 0)));
  const dims = n - 1;
  const z = PRIMES.slice(0, dims).map((p) => frac(Math.sqrt(p)));
  const bound = (v: number, s: number, c: number) => (c > 1e-12 ? normalCdf((v - s) / c) : v - s > 0 ? 1 : 0);
  const y = new Array<number>(n).fill(0);
  const d0 = bound(a[0] ?? 0, 0, l[0]?.[0] ?? 0);
  const e0 = bound(b[0] ?? 0, 0, l[0]?.[0] ?? 0);
  let total = 0;
  for (let m = 0; m < LATTICE_SHIFTS; m++) {
    const shift = z.map((_, j) => frac((m + 1) * Math.sqrt(PRIMES[dims + j] ?? 59 + j)));
    let sum = 0;
    for (let k = 1; k <= LATTICE_POINTS; k++) {
      let d = d0;
      let e = e0;
      let f = e - d;
      for (let i = 1; i < n && f > 0; i++) {
        const w = Math.abs(2 * frac(k * (z[i - 1] ?? 0) + (shift[i - 1] ?? 0)) - 1);
        y[i - 1] = normalQuantile(Math.min(1 - 1e-16, Math.max(1e-16, d + w * (e - d))));
        let s = 0;
        for (let j = 0; j < i; j++) s += (l[i]?.[j] ?? 0) * (y[j] ?? 0);
        d = bound(a[i] ?? 0, s, l[i]?.[i] ?? 0);
        e = bound(b[i] ?? 0, s, l[i]?.[i] ?? 0);
        f *= e - d;
      }
      sum += Math.max(0, f);
    }
    total += sum / LATTICE_POINTS;
  }
  return Math.min(1, Math.max(0, total / LATTICE_SHIFTS));
}
