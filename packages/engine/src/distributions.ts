// Probability that a stat ends strictly above a line, under the distribution family fitted for it.

/** Standard normal CDF; erfc keeps relative precision in the tails, which log loss punishes. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

function erfc(x: number): number {
  // Numerical Recipes erfcc (Chebyshev fit), fractional error below 1.2e-7 everywhere.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(X > line) for X ~ Normal(mean, sd). */
export function normalPOver(mean: number, sd: number, line: number): number {
  if (sd <= 0) return mean > line ? 1 : 0;
  return 1 - normalCdf((line - mean) / sd);
}

/**
 * P(X > line) for a count X with the given mean and variance: negative binomial when the variance
 * exceeds the mean (overdispersed game-to-game usage), Poisson otherwise.
 */
export function countPOver(mean: number, variance: number, line: number): number {
  if (mean <= 0) return line < 0 ? 1 : 0;
  if (line < 0) return 1;
  const k = Math.floor(line);
  // P(X > line) = 1 - P(X <= floor(line)) for integer-valued X.
  let pmf: number;
  let cdf: number;
  if (variance > mean * 1.001) {
    const r = (mean * mean) / (variance - mean);
    const q = mean / (r + mean);
    pmf = Math.exp(r * Math.log(r / (r + mean)));
    cdf = pmf;
    for (let j = 0; j < k; j++) {
      pmf *= ((j + r) / (j + 1)) * q;
      cdf += pmf;
    }
  } else {
    pmf = Math.exp(-mean);
    cdf = pmf;
    for (let j = 0; j < k; j++) {
      pmf *= mean / (j + 1);
      cdf += pmf;
    }
  }
  return Math.min(1, Math.max(0, 1 - cdf));
}

/** ln Γ(x) for x > 0 (Lanczos, Numerical Recipes' six-term fit; absolute error below 2e-10). */
export function logGamma(x: number): number {
  const cof = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -0.000005395239384953,
  ];
  let tmp = x + 5.5;
  tmp -= (x + 0.5) * Math.log(tmp);
  let ser = 1.000000000190015;
  let y = x;
  for (const c of cof) {
    y += 1;
    ser += c / y;
  }
  return -tmp + Math.log((Math.sqrt(2 * Math.PI) * ser) / x);
}

/** Regularised lower incomplete gamma P(a, x): series below a + 1, Lentz continued fraction above. */
export function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const lnPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-14) break;
    }
    return Math.min(1, sum * Math.exp(lnPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return Math.max(0, 1 - Math.exp(lnPrefix) * h);
}

/**
 * P(X > line) for X + shift ~ Gamma with the given mean and variance of X. Yardage is right-skewed
 * (a long catch or run lifts the mean above the median), which a normal curve misses; the shift
 * leaves room for the small negative games rushing produces.
 */
export function gammaPOver(mean: number, variance: number, line: number, shift: number): number {
  const m = mean + shift;
  if (m <= 0 || variance <= 0) return mean > line ? 1 : 0;
  const shape = (m * m) / variance;
  const scale = variance / m;
  const x = line + shift;
  if (x <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - gammaP(shape, x / scale)));
}
