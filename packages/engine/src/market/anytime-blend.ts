// Does the engine's own P(scores) add anything to the anytime-touchdown market (issue #29 item 4)? Each week is
// priced from the settled props of earlier weeks only: the market freed of its hold by the flat factor of earlier
// weeks (fair = implied / c), then combined with the model's P(touchdowns > 0.5) (anytime-model.ts) three ways:
// the engine's blend (blend.ts: market as offset, bias and a weight in [0, 1] toward the model, ridge of
// BLEND_PRIOR_PROPS), that blend behind the engine's gate (BlendTracker: published only once it has beaten the
// market out of sample), and a plain logistic regression of the outcome on logit(fair) and logit(model); and, to
// tell the model's share from a recalibration of the market, the logistic regression on logit(fair) alone. Every
// method is scored on the same props against the baseline of the target (game-bootstrap.ts). A player the
// model has no probability for is left out (`unmodelled: 'skip'`), or scored at the market alone, the flat factor's
// price, by every method but `implied` (`'market'`: what a product would publish for him; the flat factor is then
// fitted on every settled player, the combinations on those with a model probability).
import { BlendTracker, combine, fitBlend, logit } from './blend';
import type { BlendSample, MarketBlend } from './blend';
import { againstBaseline } from './game-bootstrap';
import type { GameRow, MethodScore } from './game-bootstrap';
import { bestSingleFactor } from './one-sided-hold';

export interface AnytimeBlendPlayer {
  player: string;
  /** The last price before kick-off as an implied probability (with the hold). */
  implied: number;
  /** The engine's P(scores); null when it has none (not matched, or too few earlier games). */
  model: number | null;
  /** 1 scored, 0 did not; null when void (did not play). */
  scored: 0 | 1 | null;
}

export interface AnytimeBlendGame {
  gameId: string;
  week: number;
  players: AnytimeBlendPlayer[];
}

export const BLEND_METHODS = [
  'implied',
  'flat',
  'model',
  'marketLogistic',
  'blend',
  'gated',
  'logistic',
] as const;
export type BlendMethod = (typeof BLEND_METHODS)[number];

/** What week `week` was priced with, all fitted on earlier weeks' settled props. */
export interface BlendWeek {
  week: number;
  /** Settled props of earlier weeks (with a model probability) the fits saw. */
  evidence: number;
  /** The flat factor: fair = implied / factor. */
  factor: number;
  blend: MarketBlend;
  gated: MarketBlend;
  /** [intercept, on logit(fair), on logit(model)]. */
  logistic: number[];
  /** [intercept, on logit(fair)]. */
  marketLogistic: number[];
}

export type BlendPrediction = {
  gameId: string;
  week: number;
  player: string;
  y: 0 | 1;
  /** False: no model probability, every method but `implied` at the flat factor's price. */
  hasModel: boolean;
} & Record<BlendMethod, number>;

export interface Decile {
  n: number;
  meanP: number;
  rate: number;
}

export interface AnytimeBlendReport {
  games: number;
  /** Props scored: played, in a week with earlier evidence, with a model probability (or any, `'market'`). */
  scored: number;
  /** Of them, with a model probability. */
  modelled: number;
  weeks: number[];
  voids: number;
  /** Played (any week), but no model probability: left out, or with `unmodelled: 'market'` scored at the market alone. */
  withoutModel: number;
  /** Played with a model probability, in a week without earlier evidence. */
  withoutEarlier: number;
  byWeek: BlendWeek[];
  baseline: { brier: number; factor: number };
  methods: Record<BlendMethod, MethodScore>;
  deciles: Record<'logistic' | 'blend' | 'flat', Decile[]>;
  predictions: BlendPrediction[];
  meanImplied: number;
  meanModel: number;
  scoreRate: number;
}

const EPS = 1e-6;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Solves A x = b (A symmetric positive definite, small; row-major, n x n) by Gaussian elimination with partial
 * pivoting, on one flat augmented array.
 */
function solve(a: readonly number[], b: readonly number[]): number[] {
  const n = b.length;
  const w = n + 1;
  const m = Array.from({ length: n * w }, (_, i) =>
    i % w === n ? (b[Math.floor(i / w)] ?? 0) : (a[Math.floor(i / w) * n + (i % w)] ?? 0),
  );
  const at = (r: number, c: number) => m[r * w + c] ?? 0;
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(at(r, c)) > Math.abs(at(piv, c))) piv = r;
    for (let k = 0; k < w; k++) [m[c * w + k], m[piv * w + k]] = [at(piv, k), at(c, k)];
    for (let r = c + 1; r < n; r++) {
      const f = at(r, c) / at(c, c);
      for (let k = c; k < w; k++) m[r * w + k] = at(r, k) - f * at(c, k);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = at(r, n);
    for (let k = r + 1; k < n; k++) s -= at(r, k) * (x[k] ?? 0);
    x[r] = s / at(r, r);
  }
  return x;
}

/**
 * Logistic regression by Newton's method; `ridge` is added to the Hessian's diagonal (and the matching penalty to
 * the gradient) for every coefficient, a guard against a near-singular fit on a small first week.
 */
export function fitLogistic(rows: readonly { x: readonly number[]; y: 0 | 1 }[], ridge = 1e-4): number[] {
  const d = rows[0]?.x.length ?? 0;
  let beta = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 100; iter++) {
    const g = beta.map((b) => ridge * b);
    const h = Array.from({ length: d * d }, (_, k) => (k % (d + 1) === 0 ? ridge : 0));
    for (const r of rows) {
      const p = sigmoid(r.x.reduce((s, v, i) => s + v * (beta[i] ?? 0), 0));
      const v = p * (1 - p);
      r.x.forEach((xi, i) => {
        g[i] = (g[i] ?? 0) + (p - r.y) * xi;
        r.x.forEach((xj, j) => (h[i * d + j] = (h[i * d + j] ?? 0) + v * xi * xj));
      });
    }
    const step = solve(h, g);
    beta = beta.map((b, i) => b - (step[i] ?? 0));
    if (step.every((s) => Math.abs(s) < 1e-10)) break;
  }
  return beta;
}

/** Calibration by rank: the forecasts sorted and split into `bins` bins of (nearly) equal count. */
export function calibrationDeciles(rows: readonly { p: number; y: number }[], bins = 10): Decile[] {
  const s = [...rows].sort((a, b) => a.p - b.p);
  return Array.from({ length: bins }, (_, i) => {
    const part = s.slice(Math.floor((i * s.length) / bins), Math.floor(((i + 1) * s.length) / bins));
    const n = part.length;
    return {
      n,
      meanP: n === 0 ? 0 : part.reduce((a, r) => a + r.p, 0) / n,
      rate: n === 0 ? 0 : part.reduce((a, r) => a + r.y, 0) / n,
    };
  });
}

interface Settled {
  implied: number;
  model: number | null;
  y: 0 | 1;
  /** The market as priced in its own week: implied / that week's factor. */
  fair: number;
}

export function scoreAnytimeBlend(
  games: readonly AnytimeBlendGame[],
  options: { boot?: number; seed?: number; unmodelled?: 'skip' | 'market' } = {},
): AnytimeBlendReport | null {
  const keepUnmodelled = options.unmodelled === 'market';
  const weeks = [...new Set(games.map((g) => g.week))].sort((a, b) => a - b);
  const tracker = new BlendTracker();
  const evidence: Settled[] = [];
  const byWeek: BlendWeek[] = [];
  const predictions: (BlendPrediction & { game: number })[] = [];
  let voids = 0;
  let withoutModel = 0;
  let withoutEarlier = 0;
  for (const week of weeks) {
    // Everything below is fitted on `evidence`: settled props of weeks before this one only.
    const factor =
      evidence.length === 0
        ? 1
        : bestSingleFactor(
            evidence.map((s) => s.implied),
            evidence.map((s) => s.y),
          );
    const fairOf = (implied: number) => Math.min(1 - EPS, implied / factor);
    const modelled = evidence.flatMap((s) => (s.model === null ? [] : [{ ...s, model: s.model }]));
    const fit =
      evidence.length === 0
        ? null
        : {
            week,
            evidence: evidence.length,
            factor,
            blend: fitBlend(modelled.map((s) => ({ market: s.fair, model: s.model, over: s.y }))),
            gated: tracker.current(),
            logistic: fitLogistic(modelled.map((s) => ({ x: [1, logit(s.fair), logit(s.model)], y: s.y }))),
            marketLogistic: fitLogistic(modelled.map((s) => ({ x: [1, logit(s.fair)], y: s.y }))),
          };
    if (fit) byWeek.push(fit);
    const settled: Settled[] = [];
    games.forEach((g, gi) => {
      if (g.week !== week) return;
      for (const p of g.players) {
        if (p.scored === null) voids += 1;
        else if (p.model === null) withoutModel += 1;
        if (p.scored === null || (p.model === null && !keepUnmodelled)) continue;
        const fair = fairOf(p.implied);
        settled.push({ implied: p.implied, model: p.model, y: p.scored, fair });
        if (!fit) {
          if (p.model !== null) withoutEarlier += 1;
          continue;
        }
        const [a = 0, b = 0, c = 0] = fit.logistic;
        const [ma = 0, mb = 0] = fit.marketLogistic;
        const m = p.model;
        predictions.push({
          game: gi,
          gameId: g.gameId,
          week,
          player: p.player,
          y: p.scored,
          hasModel: m !== null,
          implied: p.implied,
          flat: fair,
          model: m ?? fair,
          marketLogistic: m === null ? fair : sigmoid(ma + mb * logit(fair)),
          blend: m === null ? fair : combine(fair, m, fit.blend),
          gated: m === null ? fair : combine(fair, m, fit.gated),
          logistic: m === null ? fair : sigmoid(a + b * logit(fair) + c * logit(m)),
        });
      }
    });
    // The week settles: it joins the evidence (and the gate's out-of-sample record) for the weeks after it.
    tracker.addWeek(
      settled.flatMap((s): BlendSample[] =>
        s.model === null ? [] : [{ market: s.fair, model: s.model, over: s.y }],
      ),
    );
    evidence.push(...settled);
  }
  if (predictions.length === 0) return null;
  const rows = (m: BlendMethod): GameRow[] => predictions.map((p) => ({ game: p.game, p: p[m], y: p.y }));
  const methods = Object.fromEntries(BLEND_METHODS.map((m) => [m, rows(m)])) as Record<
    BlendMethod,
    GameRow[]
  >;
  const { baseline, scores } = againstBaseline(rows('implied'), methods, options);
  const n = predictions.length;
  const mean = (f: (p: BlendPrediction) => number) => predictions.reduce((s, p) => s + f(p), 0) / n;
  return {
    games: games.length,
    scored: n,
    modelled: predictions.filter((p) => p.hasModel).length,
    weeks: [...new Set(predictions.map((p) => p.week))],
    voids,
    withoutModel,
    withoutEarlier,
    byWeek: byWeek.filter((w) => predictions.some((p) => p.week === w.week)),
    baseline,
    methods: scores,
    deciles: {
      logistic: calibrationDeciles(methods.logistic),
      blend: calibrationDeciles(methods.blend),
      flat: calibrationDeciles(methods.flat),
    },
    predictions: predictions.map(({ game: _game, ...p }) => p),
    meanImplied: mean((p) => p.implied),
    meanModel:
      predictions.reduce((s, p) => s + (p.hasModel ? p.model : 0), 0) /
      Math.max(1, predictions.filter((p) => p.hasModel).length),
    scoreRate: mean((p) => p.y),
  };
}
