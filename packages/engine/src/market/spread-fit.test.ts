import { describe, expect, it } from 'vitest';
import { anchorDistribution } from './anchored';
import type { PropShape } from './anchored';
import { SpreadTracker } from './spread-fit';
import type { SpreadSample } from './spread-fit';

// A hand-made market whose curve is wide below its line and narrow above it: outcomes are drawn at fixed
// quantiles (no random numbers) from that split shape, and the tracker must find the two sides apart.
const base: Omit<PropShape, 'spreadScale'> = {
  statType: 'receptions',
  model: { varianceCoefficients: [0.6, 0.8, 0.04, 0.1] },
  playerVariance: 3,
};

function samplesFrom(truth: PropShape, n: number): SpreadSample[] {
  const dist = anchorDistribution(truth, 4.5, 0.5);
  const out: SpreadSample[] = [];
  for (let i = 0; i < n; i++) {
    const u = (i + 0.5) / n; // P(X > actual) ~ u
    let actual = 0;
    while (dist.pOver(actual) > u && actual < 30) actual += 1;
    out.push({ shape: base, line: 4.5, pOver: 0.5, actual });
  }
  return out;
}

describe('SpreadTracker: spread scales below and above the posted line, walk-forward', () => {
  const truth: PropShape = { ...base, spreadScale: 1.4, spreadScaleAbove: 0.5 };

  it('fits the two sides apart when split', () => {
    const t = new SpreadTracker('receptions');
    t.addWeek(samplesFrom(truth, 200));
    const fit = t.current();
    expect(fit.spreadScale).toBeGreaterThan(1.1);
    expect(fit.spreadScaleAbove ?? fit.spreadScale).toBeLessThan(0.8);
  });

  it('one scale for both sides when not split', () => {
    const t = new SpreadTracker('receptions', false);
    t.addWeek(samplesFrom(truth, 200));
    expect(t.current().spreadScaleAbove).toBeUndefined();
  });

  it('keeps the model spread until enough props settle', () => {
    const t = new SpreadTracker('receptions');
    t.addWeek(samplesFrom(truth, 20));
    expect(t.current()).toEqual({ spreadScale: 1 });
  });
});
