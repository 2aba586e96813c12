import { clampConfidence, impliedProbability, noVig } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { MARKET_ONLY } from './blend';
import { ANYTIME_TD_FACTOR } from './price';
import { book, MODEL_ONLY, price } from './price-test-kit';

describe('priceMarket: probabilities and the call', () => {
  it('market alone: the published probability is the posted book’s no-vig probability', () => {
    const p = price({ books: [book('DK', 60.5, -115, -105)], modelPOverAt: () => 0.9, blend: MARKET_ONLY });
    const fair = noVig(-115, -105)!;
    expect(p.marketOver).toBeCloseTo(fair.over, 14);
    expect(p.pOver).toBeCloseTo(fair.over, 14);
    expect(p.modelOver).toBe(0.9);
    expect(p.call).toBe('over');
    expect(p.winProbability).toBeCloseTo(fair.over, 14);
    expect(p.fairWin).toBeCloseTo(fair.over, 14);
    expect(p.modelWin).toBe(0.9);
  });

  it('uses the market alone when no blend is given', () => {
    const p = price({ books: [book('DK', 60.5, -105, -115)], modelPOverAt: () => 0.9 });
    expect(p.pOver).toBeCloseTo(noVig(-105, -115)!.over, 14);
    expect(p.call).toBe('under');
  });

  it('calls the under when the published P(over) is below one half, and states every side as the call’s', () => {
    const p = price({ books: [book('DK', 60.5, -110, -110)], modelPOverAt: () => 0.3, blend: MODEL_ONLY });
    expect(p.pOver).toBeCloseTo(0.3, 12);
    expect(p.call).toBe('under');
    expect(p.winProbability).toBeCloseTo(0.7, 12);
    expect(p.fairWin).toBeCloseTo(0.5, 12);
    expect(p.modelWin).toBeCloseTo(0.7, 12);
  });

  it('an exactly even published probability is called over', () => {
    const p = price({ books: [book('DK', 60.5, -110, -110)], modelPOverAt: () => 0.2, blend: MARKET_ONLY });
    expect(p.pOver).toBe(0.5);
    expect(p.call).toBe('over');
  });

  it('Edge Score = clampConfidence(100 x the published probability of the call)', () => {
    for (const model of [0.5, 0.531, 0.5549, 0.555, 0.62, 0.15, 0.995, 0.001]) {
      const p = price({
        books: [book('DK', 60.5, -110, -110)],
        modelPOverAt: () => model,
        blend: MODEL_ONLY,
      });
      expect(p.edgeScore).toBe(clampConfidence(100 * p.winProbability));
      expect(p.edgeScore).toBeGreaterThanOrEqual(50);
    }
    expect(
      price({ books: [book('DK', 60.5, -110, -110)], modelPOverAt: () => 0.62, blend: MODEL_ONLY }).edgeScore,
    ).toBe(62);
    expect(
      price({ books: [book('DK', 60.5, -110, -110)], modelPOverAt: () => 0.15, blend: MODEL_ONLY }).edgeScore,
    ).toBe(85);
  });
});

describe('priceMarket: one-sided and unpriced markets', () => {
  it('one-sided over: no fair odds, market = implied / the measured hold factor', () => {
    const f = ANYTIME_TD_FACTOR;
    expect(f).toBeGreaterThan(1);
    const fair = 0.4 / f; // +150 implies 40%
    const p = price({ books: [book('FD', 0.5, 150, null)], modelPOverAt: () => 0.5 });
    expect(p.pricing).toBe('one_sided');
    expect(p.fairOver).toBeNull();
    expect(p.fairWin).toBeNull();
    expect(p.marketOver).toBeCloseTo(fair, 12);
    expect(p.marketOver).toBeCloseTo(impliedProbability(150) / f, 14);
    // Market alone: about 38.2% over. The under is not sold, so the call stays on the quoted over, scored at
    // its own probability, never a high score on a side nobody can bet.
    expect(p.call).toBe('over');
    expect(p.winProbability).toBeCloseTo(fair, 12);
    expect(p.edgeScore).toBe(Math.round(fair * 100));
    expect(p.best).toEqual({ sportsbook: 'FD', odds: 150 });
    expect(p.ev).toBeCloseTo(fair * 2.5 - 1, 12);
    expect(p.verdict).toBe('no_play');
    expect(p.reason).toBe('no_edge');
  });

  it('one-sided over with a model over: EV at the over price', () => {
    const p = price({ books: [book('FD', 0.5, 150, null)], modelPOverAt: () => 0.55, blend: MODEL_ONLY });
    expect(p.call).toBe('over');
    expect(p.best).toEqual({ sportsbook: 'FD', odds: 150 });
    expect(p.ev).toBeCloseTo(0.55 * 1.5 - 0.45, 12);
    expect(p.verdict).toBe('play');
  });

  it('one-sided under: market P(over) = 1 - implied(under) / factor', () => {
    const p = price({ books: [book('FD', 0.5, null, -400)] });
    expect(p.pricing).toBe('one_sided');
    expect(p.fairOver).toBeNull();
    expect(p.marketOver).toBeCloseTo(1 - 0.8 / ANYTIME_TD_FACTOR, 12);
  });

  it('unpriced: the line is the 50/50 point, no best price, no EV', () => {
    const p = price({ books: [book('X', 45.5, null, null)], modelPOverAt: () => 0.7 });
    expect(p.pricing).toBe('unpriced');
    expect(p.marketOver).toBe(0.5);
    expect(p.fairOver).toBeNull();
    expect(p.pOver).toBe(0.5);
    expect(p.best).toBeNull();
    expect(p.ev).toBeNull();
    expect(p.reason).toBe('no_edge');
    // With the model trusted, the model moves it.
    const trusted = price({
      books: [book('X', 45.5, null, null)],
      modelPOverAt: () => 0.7,
      blend: MODEL_ONLY,
    });
    expect(trusted.pOver).toBeCloseTo(0.7, 12);
    expect(trusted.edgeScore).toBe(70);
  });
});
