// Normal-distribution numerics for the parlay copula: the quantile and the bivariate normal. Hand-written
// because no maintained npm package computes multivariate normal probabilities (see docs/decisions.md).
import { normalCdf } from '../distributions';

export { normalCdf };

/**
 * Standard normal quantile: Acklam's rational approximation (relative error 1.15e-9) with one Halley
 * step against normalCdf, so quantile and CDF agree with each other.
 */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  let x: number;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      ((((((c[0] ?? 0) * q + (c[1] ?? 0)) * q + (c[2] ?? 0)) * q + (c[3] ?? 0)) * q + (c[4] ?? 0)) * q +
        (c[5] ?? 0)) /
      (((((d[0] ?? 0) * q + (d[1] ?? 0)) * q + (d[2] ?? 0)) * q + (d[3] ?? 0)) * q + 1);
  } else if (p <= 1 - lo) {
    const q = p - 0.5;
    const r = q * q;
    x =
      (((((((a[0] ?? 0) * r + (a[1] ?? 0)) * r + (a[2] ?? 0)) * r + (a[3] ?? 0)) * r + (a[4] ?? 0)) * r +
        (a[5] ?? 0)) *
        q) /
      ((((((b[0] ?? 0) * r + (b[1] ?? 0)) * r + (b[2] ?? 0)) * r + (b[3] ?? 0)) * r + (b[4] ?? 0)) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(
        (((((c[0] ?? 0) * q + (c[1] ?? 0)) * q + (c[2] ?? 0)) * q + (c[3] ?? 0)) * q + (c[4] ?? 0)) * q +
        (c[5] ?? 0)
      ) /
      (((((d[0] ?? 0) * q + (d[1] ?? 0)) * q + (d[2] ?? 0)) * q + (d[3] ?? 0)) * q + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** Gauss-Legendre nodes and weights on [-1, 1], by Newton's method on the Legendre polynomial. */
function gaussLegendre(n: number): { x: number[]; w: number[] } {
  const x: number[] = [];
  const w: number[] = [];
  for (let i = 1; i <= n; i++) {
    let z = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 0;
    for (let it = 0; it < 100; it++) {
      let p0 = 1;
      let p1 = z;
      for (let k = 2; k <= n; k++) {
        const p2 = ((2 * k - 1) * z * p1 - (k - 1) * p0) / k;
        p0 = p1;
        p1 = p2;
      }
      dp = (n * (z * p1 - p0)) / (z * z - 1);
      const dz = p1 / dp;
      z -= dz;
      if (Math.abs(dz) < 1e-15) break;
    }
    x.push(z);
    w.push(2 / ((1 - z * z) * dp * dp));
  }
  return { x, w };
}

const GL = { 6: gaussLegendre(6), 12: gaussLegendre(12), 20: gaussLegendre(20) };

/**
 * P(X > h, Y > k) for a standard bivariate normal with correlation r: Drezner & Wesolowsky (1990) as
 * refined by Genz (2004, "Numerical computation of rectangular bivariate and trivariate normal and t
 * probabilities"), accurate to about 1e-15 (here bounded by normalCdf's 1e-7). Deterministic.
 */
export function bvnUpper(h: number, k: number, r: number): number {
  if (h === Infinity || k === Infinity) return 0;
  if (h === -Infinity) return k === -Infinity ? 1 : normalCdf(-k);
  if (k === -Infinity) return normalCdf(-h);
  const absR = Math.abs(r);
  const { x, w } = absR < 0.3 ? GL[6] : absR < 0.75 ? GL[12] : GL[20];
  let hk = h * k;
  let bvn = 0;
  if (absR < 0.925) {
    const hs = (h * h + k * k) / 2;
    const asr = Math.asin(r);
    // Integrates over the whole of [-1, 1] (full rule), i.e. theta from 0 to asin(r).
    for (let i = 0; i < x.length; i++) {
      const sn = Math.sin((asr * ((x[i] ?? 0) + 1)) / 2);
      bvn += (w[i] ?? 0) * Math.exp((sn * hk - hs) / (1 - sn * sn));
    }
    return clamp01((bvn * asr) / (4 * Math.PI) + normalCdf(-h) * normalCdf(-k));
  }
  let kk = k;
  if (r < 0) {
    kk = -k;
    hk = -hk;
  }
  if (absR < 1) {
    const as = (1 - r) * (1 + r);
    let a = Math.sqrt(as);
    const bs = (h - kk) ** 2;
    const c = (4 - hk) / 8;
    const d = (12 - hk) / 16;
    bvn =
      a *
      Math.exp(-(bs / as + hk) / 2) *
      (1 - (c * (bs - as) * (1 - (d * bs) / 5)) / 3 + (c * d * as * as) / 5);
    if (hk > -160) {
      const b = Math.sqrt(bs);
      bvn -=
        Math.exp(-hk / 2) *
        Math.sqrt(2 * Math.PI) *
        normalCdf(-b / a) *
        b *
        (1 - (c * bs * (1 - (d * bs) / 5)) / 3);
    }
    a /= 2;
    for (let i = 0; i < x.length; i++) {
      const xs = (a * ((x[i] ?? 0) + 1)) ** 2;
      const rs = Math.sqrt(1 - xs);
      bvn +=
        a *
        (w[i] ?? 0) *
        (Math.exp(-bs / (2 * xs) - hk / (1 + rs)) / rs -
          Math.exp(-(bs / xs + hk) / 2) * (1 + c * xs * (1 + d * xs)));
    }
    bvn = -bvn / (2 * Math.PI);
  }
  if (r > 0) return clamp01(bvn + normalCdf(-Math.max(h, kk)));
  bvn = -bvn;
  if (kk > h) bvn += normalCdf(kk) - normalCdf(h);
  return clamp01(bvn);
}

/** P(X <= x, Y <= y) for a standard bivariate normal with correlation r. */
export function bvnCdf(x: number, y: number, r: number): number {
  return bvnUpper(-x, -y, r);
}

function clamp01(p: number): number {
  return Math.min(1, Math.max(0, p));
}
