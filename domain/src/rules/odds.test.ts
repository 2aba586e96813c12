import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  expectedValue,
  fairAmericanOdds,
  formatAmericanOdds,
  impliedProbability,
  isBetterPrice,
  noVig,
} from './odds';

describe('americanToDecimal', () => {
  it.each([
    [-110, 1.909091],
    [-105, 1.952381],
    [-200, 1.5],
    [-100, 2],
    [100, 2],
    [150, 2.5],
    [250, 3.5],
  ])('%s -> %s', (odds, decimal) => {
    expect(americanToDecimal(odds)).toBeCloseTo(decimal, 6);
  });
});

describe('impliedProbability', () => {
  it('-110 implies 52.38% (110/210), margin included', () => {
    expect(impliedProbability(-110)).toBeCloseTo(110 / 210, 12);
    expect(impliedProbability(-110)).toBeCloseTo(0.5238, 4);
  });

  it.each([
    [150, 0.4],
    [100, 0.5],
    [-100, 0.5],
    [-200, 2 / 3],
    [300, 0.25],
  ])('%s implies %s', (odds, p) => {
    expect(impliedProbability(odds)).toBeCloseTo(p, 12);
  });
});

describe('fairAmericanOdds', () => {
  it.each([
    [0.6, -150],
    [0.4, 150],
    [0.5, -100],
    [0.75, -300],
    [0.2, 400],
  ])('%s -> %s', (p, odds) => {
    expect(fairAmericanOdds(p)).toBeCloseTo(odds, 9);
  });

  it('is unrounded: 52.38% is exactly -110, 51.08% is about -104.4', () => {
    expect(fairAmericanOdds(110 / 210)).toBeCloseTo(-110, 9);
    expect(fairAmericanOdds(0.5108342)).toBeCloseTo(-104.43, 2);
  });

  it('round-trips with impliedProbability', () => {
    for (const p of [0.1, 0.3, 0.45, 0.5, 0.55, 0.7, 0.9]) {
      expect(impliedProbability(fairAmericanOdds(p))).toBeCloseTo(p, 12);
    }
  });

  it('stays finite at certainty (clamped to 0.1%..99.9%)', () => {
    expect(fairAmericanOdds(1)).toBeCloseTo(-99900, 6);
    expect(fairAmericanOdds(0)).toBeCloseTo(99900, 6);
    expect(Number.isFinite(fairAmericanOdds(1.2))).toBe(true);
  });
});

describe('noVig (multiplicative)', () => {
  it('-110/-110 is 50/50 with a margin of 1/21 (about 4.76%)', () => {
    const nv = noVig(-110, -110)!;
    expect(nv.over).toBe(0.5);
    expect(nv.under).toBe(0.5);
    expect(nv.margin).toBeCloseTo(1 / 21, 12);
    expect(nv.margin).toBeCloseTo(0.0476, 4);
  });

  it('-115/-105: each implied probability over their sum', () => {
    const o = 115 / 215;
    const u = 105 / 205;
    const nv = noVig(-115, -105)!;
    expect(nv.over).toBeCloseTo(o / (o + u), 12);
    // 0.5348837 / (0.5348837 + 0.5121951) = 0.51083...
    expect(nv.over).toBeCloseTo(0.51083, 5);
    expect(nv.under).toBeCloseTo(0.48917, 5);
    expect(nv.over + nv.under).toBeCloseTo(1, 12);
    expect(nv.margin).toBeCloseTo(o + u - 1, 12);
    expect(nv.margin).toBeCloseTo(0.04708, 5);
  });

  it('is symmetric: swapping the prices swaps the sides', () => {
    const a = noVig(-115, -105)!;
    const b = noVig(-105, -115)!;
    expect(b.over).toBeCloseTo(a.under, 12);
    expect(b.under).toBeCloseTo(a.over, 12);
    expect(b.margin).toBeCloseTo(a.margin, 12);
  });

  it('a zero-margin market (-150/+150) keeps its prices: 60/40, margin 0', () => {
    const nv = noVig(-150, 150)!;
    expect(nv.over).toBeCloseTo(0.6, 12);
    expect(nv.under).toBeCloseTo(0.4, 12);
    expect(nv.margin).toBeCloseTo(0, 12);
  });

  it('returns null when either side is missing', () => {
    expect(noVig(-110, null)).toBeNull();
    expect(noVig(null, -110)).toBeNull();
    expect(noVig(undefined, -110)).toBeNull();
    expect(noVig(150, undefined)).toBeNull();
    expect(noVig(null, null)).toBeNull();
  });
});

describe('expectedValue', () => {
  it('0.55 at -105 is about +7.38% per unit staked', () => {
    expect(expectedValue(0.55, -105)).toBeCloseTo(0.55 * (100 / 105) - 0.45, 12);
    expect(expectedValue(0.55, -105)).toBeCloseTo(0.0738, 4);
  });

  it('is zero at the fair price and negative below it', () => {
    expect(expectedValue(0.5, 100)).toBeCloseTo(0, 12);
    expect(expectedValue(0.4, 150)).toBeCloseTo(0, 12);
    expect(expectedValue(0.5, -110)).toBeCloseTo(-1 / 22, 12);
    expect(expectedValue(0.5, -110)).toBeLessThan(0);
    expect(expectedValue(0.45, 150)).toBeCloseTo(0.125, 12);
  });

  it('is -1 for a sure loser and the full payout for a sure winner', () => {
    expect(expectedValue(0, -110)).toBe(-1);
    expect(expectedValue(1, 150)).toBeCloseTo(1.5, 12);
  });
});

describe('isBetterPrice', () => {
  it('the higher American price pays more', () => {
    expect(isBetterPrice(-105, -110)).toBe(true);
    expect(isBetterPrice(130, 120)).toBe(true);
    expect(isBetterPrice(100, -110)).toBe(true);
    expect(isBetterPrice(-110, -105)).toBe(false);
    expect(isBetterPrice(-110, -110)).toBe(false);
  });
});

describe('formatAmericanOdds', () => {
  it.each([
    [150, '+150'],
    [-110, '-110'],
    [100, '+100'],
    [-100, '-100'],
    [-104.43, '-104'],
    [149.6, '+150'],
    [-109.5, '-109'],
  ])('%s -> %s', (odds, text) => {
    expect(formatAmericanOdds(odds)).toBe(text);
  });
});
