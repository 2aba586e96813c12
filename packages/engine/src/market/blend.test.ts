import { describe, expect, it } from 'vitest';
import {
  BLEND_GATE_NATS,
  BLEND_PRIOR_PROPS,
  BlendTracker,
  combine,
  fitBlend,
  logit,
  MARKET_ONLY,
} from './blend';
import type { BlendSample, MarketBlend } from './blend';

/** Mulberry32: a small seeded generator, so every synthetic outcome below is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Props whose market no-vig P(over) is 35-65% and whose model disagrees by up to one logit either way.
 * The outcome is drawn from sigmoid(logit(market) + truth x (logit(model) - logit(market))): truth 1 means
 * the model is right, 0 the market, 2 a model too timid, -1 a model pointing the wrong way.
 */
function synthetic(n: number, seed: number, truth: number): BlendSample[] {
  const rand = seeded(seed);
  const out: BlendSample[] = [];
  for (let i = 0; i < n; i++) {
    const market = 0.35 + 0.3 * rand();
    const d = -1 + 2 * rand();
    const model = sigmoid(logit(market) + d);
    const p = sigmoid(logit(market) + truth * d);
    out.push({ market, model, over: rand() < p ? 1 : 0 });
  }
  return out;
}

function logLoss(p: number, over: 0 | 1): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return -Math.log(over === 1 ? q : 1 - q);
}

describe('combine', () => {
  it('with MARKET_ONLY returns the market, whatever the model says', () => {
    for (const market of [0.05, 0.3, 0.45, 0.4891657638136511, 0.5108342361863489, 0.55, 0.9]) {
      for (const model of [0.01, 0.2, 0.5, 0.8, 0.99]) {
        // Within one unit in the last place (logit then sigmoid is a floating-point round trip).
        expect(Math.abs(combine(market, model, MARKET_ONLY) - market)).toBeLessThan(2e-16);
      }
    }
  });

  it('with MARKET_ONLY keeps an even market exactly even (the over/under tie)', () => {
    expect(combine(0.5, 0.9, MARKET_ONLY)).toBe(0.5);
    expect(combine(0.5, 0.1, MARKET_ONLY)).toBe(0.5);
  });

  it('with weight 1 and bias 0 returns the model', () => {
    const modelOnly: MarketBlend = { bias: 0, weight: 1, evidence: 100 };
    for (const market of [0.2, 0.5, 0.52, 0.8]) {
      for (const model of [0.1, 0.37, 0.5, 0.61, 0.93]) {
        expect(combine(market, model, modelOnly)).toBeCloseTo(model, 14);
      }
    }
  });

  it('moves in logit space: weight 0.5 is halfway between the logits, the bias is added', () => {
    // logit(0.5) = 0, logit(0.8) = ln 4: halfway is ln 2, i.e. 2/3.
    expect(combine(0.5, 0.8, { bias: 0, weight: 0.5, evidence: 1 })).toBeCloseTo(2 / 3, 12);
    // Bias ln 3 on an even market: odds 3 to 1.
    expect(combine(0.5, 0.2, { bias: Math.log(3), weight: 0, evidence: 1 })).toBeCloseTo(0.75, 12);
    expect(combine(0.5, 0.2, { bias: -Math.log(3), weight: 0, evidence: 1 })).toBeCloseTo(0.25, 12);
  });

  it('stays strictly inside (0, 1) at certain inputs', () => {
    const p = combine(1, 0, { bias: 0, weight: 0.5, evidence: 1 });
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
    expect(combine(0, 1, MARKET_ONLY)).toBeCloseTo(1e-6, 9);
  });
});

describe('fitBlend', () => {
  it('is the market alone without samples', () => {
    expect(fitBlend([])).toEqual(MARKET_ONLY);
    expect(BLEND_PRIOR_PROPS).toBe(400);
  });

  it('finds weight near 1 and bias near 0 when outcomes follow the model (20,000 props)', () => {
    const fit = fitBlend(synthetic(20_000, 7, 1));
    expect(fit.evidence).toBe(20_000);
    expect(fit.weight).toBeGreaterThan(0.9);
    expect(fit.weight).toBeLessThanOrEqual(1);
    expect(Math.abs(fit.bias)).toBeLessThan(0.06);
  });

  it('finds weight near 1 on other seeds too', () => {
    for (const seed of [1, 2, 3]) expect(fitBlend(synthetic(20_000, seed, 1)).weight).toBeGreaterThan(0.9);
  });

  it('finds weight near 0 and bias near 0 when outcomes follow the market', () => {
    for (const seed of [7, 1, 2, 3]) {
      const fit = fitBlend(synthetic(20_000, seed, 0));
      expect(fit.weight).toBeGreaterThanOrEqual(0);
      expect(fit.weight).toBeLessThan(0.05);
      expect(Math.abs(fit.bias)).toBeLessThan(0.05);
    }
  });

  it('is shrunk toward the market on few props: the prior weighs like 400 props', () => {
    const few = fitBlend(synthetic(200, 7, 1));
    const many = fitBlend(synthetic(20_000, 7, 1));
    expect(few.weight).toBeLessThan(0.5);
    expect(few.weight).toBeLessThan(many.weight);
    // A weaker prior lets the same 200 props move it further.
    expect(fitBlend(synthetic(200, 7, 1), 8).weight).toBeGreaterThan(few.weight);
  });

  it('keeps the weight in [0, 1]: a timid model is capped at 1, a backwards one floored at 0', () => {
    const timid = fitBlend(synthetic(20_000, 7, 2));
    expect(timid.weight).toBe(1);
    const backwards = fitBlend(synthetic(20_000, 7, -1));
    expect(backwards.weight).toBe(0);
    for (const truth of [-3, -1, 0, 0.5, 1, 3]) {
      for (const n of [10, 500, 5_000]) {
        const { weight, bias } = fitBlend(synthetic(n, 13, truth));
        expect(weight).toBeGreaterThanOrEqual(0);
        expect(weight).toBeLessThanOrEqual(1);
        expect(Number.isFinite(bias)).toBe(true);
      }
    }
  });

  it('picks up a constant lean of the outcomes as bias', () => {
    // Every prop the market calls 50/50 goes over 3 times in 4: bias toward logit(0.75) = ln 3, shrunk.
    const rand = seeded(5);
    const samples: BlendSample[] = Array.from({ length: 8_000 }, () => ({
      market: 0.5,
      model: 0.5,
      over: rand() < 0.75 ? 1 : 0,
    }));
    const fit = fitBlend(samples);
    expect(fit.weight).toBe(0);
    expect(fit.bias).toBeGreaterThan(1.0);
    expect(fit.bias).toBeLessThan(Math.log(3) + 0.1);
  });

  it('rounds to six decimals and is deterministic', () => {
    const samples = synthetic(1_000, 21, 1);
    const a = fitBlend(samples);
    expect(fitBlend(samples)).toEqual(a);
    expect(Math.round(a.bias * 1e6) / 1e6).toBe(a.bias);
    expect(Math.round(a.weight * 1e6) / 1e6).toBe(a.weight);
  });
});

describe('BlendTracker', () => {
  it('starts as the market alone and ignores empty weeks', () => {
    const tracker = new BlendTracker();
    expect(tracker.current()).toEqual(MARKET_ONLY);
    tracker.addWeek([]);
    expect(tracker.current()).toEqual(MARKET_ONLY);
    expect(tracker.gain).toBe(0);
  });

  it('the first week is scored on the market alone: no gain either way', () => {
    const tracker = new BlendTracker();
    tracker.addWeek(synthetic(300, 3, 1));
    // Zero up to the logit/sigmoid round trip of MARKET_ONLY.
    expect(tracker.gain).toBeCloseTo(0, 9);
    expect(tracker.current()).toEqual({ ...MARKET_ONLY, evidence: 300 });
  });

  it('publishes the market until the out-of-sample gain passes BLEND_GATE_NATS, then the candidate', () => {
    expect(BLEND_GATE_NATS).toBe(2);
    const weeks = Array.from({ length: 12 }, (_, w) => synthetic(60, 100 + w, 1));
    const tracker = new BlendTracker();
    // The same walk-forward, by hand: each week scored on the fit of the weeks before it.
    const seen: BlendSample[] = [];
    let gain = 0;
    const published: string[] = [];
    for (const week of weeks) {
      const candidate = fitBlend(seen);
      for (const s of week)
        gain += logLoss(s.market, s.over) - logLoss(combine(s.market, s.model, candidate), s.over);
      seen.push(...week);
      tracker.addWeek(week);
      expect(tracker.gain).toBeCloseTo(gain, 9);
      const current = tracker.current();
      if (gain > BLEND_GATE_NATS) {
        expect(current).toEqual(fitBlend(seen));
        published.push('candidate');
      } else {
        expect(current).toEqual({ bias: 0, weight: 0, evidence: seen.length });
        published.push('market');
      }
    }
    // Both states occur on this run, and once earned the candidate keeps the gate here.
    expect(published[0]).toBe('market');
    expect(published).toContain('candidate');
    const first = published.indexOf('candidate');
    expect(published.slice(first).every((p) => p === 'candidate')).toBe(true);
    expect(tracker.current().weight).toBeGreaterThan(0);
  });

  it('keeps the market alone when outcomes follow the market', () => {
    const tracker = new BlendTracker();
    for (let w = 0; w < 20; w++) tracker.addWeek(synthetic(200, 500 + w, 0));
    expect(tracker.gain).toBeLessThanOrEqual(BLEND_GATE_NATS);
    expect(tracker.current()).toEqual({ bias: 0, weight: 0, evidence: 4_000 });
  });

  it('a candidate that loses out of sample is never published, however well it fits in sample', () => {
    // The model is right for ten weeks (the candidate learns to trust it), then backwards for ten.
    const tracker = new BlendTracker();
    for (let w = 0; w < 10; w++) tracker.addWeek(synthetic(200, 700 + w, 1));
    expect(tracker.current().weight).toBeGreaterThan(0);
    const earned = tracker.gain;
    for (let w = 0; w < 30; w++) tracker.addWeek(synthetic(200, 800 + w, -1));
    expect(tracker.gain).toBeLessThan(earned);
    expect(tracker.gain).toBeLessThanOrEqual(BLEND_GATE_NATS);
    expect(tracker.current()).toEqual({ bias: 0, weight: 0, evidence: 8_000 });
  });
});
