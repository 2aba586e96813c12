// How far the model may move the market. On real lines the book's no-vig probability is information a
// projection from box scores does not have (injury news, weather, sharp money), so the published
// probability starts from the market and moves toward the model only as far as out-of-sample evidence
// says it should:
//   logit(p) = logit(market) + bias + weight * (logit(model) - logit(market))
// With bias = weight = 0 the published probability is the market's own, so a fitted blend can only
// match or improve on the market's calibration on the evidence it was fitted on.

/** One stat type's fitted blend, and how many settled props it was fitted on. */
export interface MarketBlend {
  bias: number;
  weight: number;
  evidence: number;
}

/** The market alone: what a stat type gets until there is evidence. */
export const MARKET_ONLY: MarketBlend = { bias: 0, weight: 0, evidence: 0 };

/**
 * Prior strength, in settled props: the fit is pulled toward the market alone as if this many props had
 * said so. With a few hundred props the model may move the market only a little.
 */
export const BLEND_PRIOR_PROPS = 400;

/**
 * How much better than the market, in total out-of-sample log loss (nats), the fitted blend must have
 * done before it is published: a likelihood ratio of e^2 (about 7 to 1) in its favour. Smaller gates let
 * a lucky early run move every later price (seen on 2023 DraftKings lines: Brier 0.2489 vs 0.2484).
 */
export const BLEND_GATE_NATS = 2;

const EPS = 1e-6;
const clamp01 = (p: number) => Math.min(1 - EPS, Math.max(EPS, p));
export const logit = (p: number) => Math.log(clamp01(p) / (1 - clamp01(p)));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The published P(over) from the market's no-vig P(over) and the model's calibrated P(over). */
export function combine(marketOver: number, modelOver: number, blend: MarketBlend): number {
  const m = logit(marketOver);
  return sigmoid(m + blend.bias + blend.weight * (logit(modelOver) - m));
}

export interface BlendSample {
  market: number;
  model: number;
  /** 1 when the over won (pushes are left out by the caller). */
  over: 0 | 1;
}

/**
 * Penalised logistic regression of the outcome on the model's disagreement with the market, the market
 * as offset: two parameters by Newton's method, a ridge of BLEND_PRIOR_PROPS/8 on each (the curvature
 * of one prop's log loss near p = 0.5 is 1/4, so this weighs like that many props saying "no change").
 * The weight stays in [0, 1]: the model never pushes against itself or beyond its own view.
 */
export function fitBlend(samples: readonly BlendSample[], priorProps = BLEND_PRIOR_PROPS): MarketBlend {
  if (samples.length === 0) return MARKET_ONLY;
  const lambda = priorProps / 8;
  const rows = samples.map((s) => ({
    offset: logit(s.market),
    d: logit(s.model) - logit(s.market),
    y: s.over,
  }));
  let b = 0;
  let w = 0;
  for (let iter = 0; iter < 50; iter++) {
    // Gradient and Hessian of the penalised negative log likelihood.
    let gb = lambda * b;
    let gw = lambda * w;
    let hbb = lambda;
    let hbw = 0;
    let hww = lambda;
    for (const r of rows) {
      const p = sigmoid(r.offset + b + w * r.d);
      const e = p - r.y;
      const v = p * (1 - p);
      gb += e;
      gw += e * r.d;
      hbb += v;
      hbw += v * r.d;
      hww += v * r.d * r.d;
    }
    const det = hbb * hww - hbw * hbw;
    if (!(det > 0)) break;
    const db = (hww * gb - hbw * gw) / det;
    const dw = (hbb * gw - hbw * gb) / det;
    b -= db;
    w = Math.min(1, Math.max(0, w - dw));
    if (Math.abs(db) < 1e-9 && Math.abs(dw) < 1e-9) break;
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { bias: round(b), weight: round(w), evidence: samples.length };
}

function sampleLogLoss(p: number, over: 0 | 1): number {
  const q = clamp01(p);
  return -(over === 1 ? Math.log(q) : Math.log(1 - q));
}

/**
 * Walk-forward evidence for one stat type, fed a settled week at a time. The published blend is the
 * fitted one only while its own out-of-sample record beats the market's: every week, before that week
 * joins the evidence, the candidate fitted on the earlier weeks is scored on it (log loss) next to the
 * market. Until the candidate has earned it, the market stands alone.
 */
export class BlendTracker {
  private readonly samples: BlendSample[] = [];
  private candidate: MarketBlend = MARKET_ONLY;
  private candidateLoss = 0;
  private marketLoss = 0;

  constructor(private readonly priorProps = BLEND_PRIOR_PROPS) {}

  /** Adds a settled week: scores the current candidate on it, then refits on everything so far. */
  addWeek(week: readonly BlendSample[]): void {
    if (week.length === 0) return;
    for (const s of week) {
      this.candidateLoss += sampleLogLoss(combine(s.market, s.model, this.candidate), s.over);
      this.marketLoss += sampleLogLoss(s.market, s.over);
    }
    this.samples.push(...week);
    this.candidate = fitBlend(this.samples, this.priorProps);
  }

  /** Out-of-sample log loss the candidates saved over the market so far, in nats (negative: they lost). */
  get gain(): number {
    return this.marketLoss - this.candidateLoss;
  }

  /** The blend to publish with now. */
  current(): MarketBlend {
    return this.gain > BLEND_GATE_NATS ? this.candidate : { ...MARKET_ONLY, evidence: this.samples.length };
  }
}
