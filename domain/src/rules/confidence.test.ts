import { describe, expect, it } from 'vitest';
import {
  adminBandRange,
  adminConfidenceBand,
  bandColour,
  clampConfidence,
  confidenceTier,
  edgeScoreOf,
  fineStars,
  ringStyle,
  starColour,
} from './confidence';

describe('clampConfidence', () => {
  it.each([
    [50.4, 50],
    [50.5, 51],
    [-3, 0],
    [100.2, 100],
    [140, 100],
    [0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%s -> %s', (x, expected) => {
    expect(clampConfidence(x)).toBe(expected);
  });
});

describe('edgeScoreOf', () => {
  it.each([
    [0.896, 90],
    [0.5, 50],
    [0.004, 0],
    [1.2, 100],
    [-0.1, 0],
    [Number.NaN, 0],
  ])('P(call wins) %s -> Edge Score %s: 100 x p, rounded and clamped', (p, expected) => {
    expect(edgeScoreOf(p)).toBe(expected);
  });
});

describe('confidenceTier', () => {
  it.each([
    [100, 'Top Pick', 5, 'primary'],
    [90, 'Top Pick', 5, 'primary'],
    [89, 'Hot Pick', 4, 'green'],
    [80, 'Hot Pick', 4, 'green'],
    [79, 'Strong Play', 3.5, 'blue'],
    [70, 'Strong Play', 3.5, 'blue'],
    [69, 'Value Pick', 3, 'amber'],
    [60, 'Value Pick', 3, 'amber'],
    [59, 'Nothing Special', 2.5, 'red'],
    [50, 'Nothing Special', 2.5, 'red'],
    [49, 'Nothing Special', 2, 'red'],
    [40, 'Nothing Special', 2, 'red'],
    [39, 'Nothing Special', 1, 'red'],
    [0, 'Nothing Special', 1, 'red'],
  ])('%s -> %s', (c, label, stars, colour) => {
    expect(confidenceTier(c)).toEqual({ label, stars, colour });
  });

  it('bands a fractional score as it is displayed', () => {
    expect(confidenceTier(89.6).label).toBe('Top Pick');
    expect(confidenceTier(89.4).label).toBe('Hot Pick');
  });
});

describe('fineStars', () => {
  it.each([
    [100, 5],
    [90, 5],
    [89, 4.5],
    [85, 4.5],
    [84, 4],
    [80, 4],
    [79, 3.5],
    [70, 3.5],
    [69, 3],
    [60, 3],
    [59, 2.5],
    [50, 2.5],
    [49, 2],
    [40, 2],
    [39, 1],
    [0, 1],
  ])('%s -> %s stars', (c, stars) => {
    expect(fineStars(c)).toBe(stars);
  });
});

describe('starColour', () => {
  it.each([
    [1, 'red'],
    [2, 'red'],
    [2.5, 'yellow'],
    [3, 'yellow'],
    [4, 'yellow'],
    [4.5, 'yellow'],
    [5, 'green'],
  ])('%s stars -> %s', (stars, colour) => {
    expect(starColour(stars)).toBe(colour);
  });
});

describe('ringStyle', () => {
  it.each([
    [95, 'green', true],
    [90, 'green', true],
    [89, 'green', false],
    [80, 'green', false],
    [79, 'blue', false],
    [70, 'blue', false],
    [69, 'amber', false],
    [60, 'amber', false],
    [59, 'red', false],
    [0, 'red', false],
  ])('%s -> %s pulse=%s', (c, colour, pulse) => {
    expect(ringStyle(c)).toEqual({ colour, pulse });
  });
});

describe('bandColour', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'blue'],
    [70, 'blue'],
    [69, 'amber'],
    [60, 'amber'],
    [59, 'red'],
    [0, 'red'],
  ])('%s -> %s', (c, colour) => {
    expect(bandColour(c)).toBe(colour);
  });
});

describe('adminConfidenceBand', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'low'],
    [1, 'low'],
  ])('%s -> %s', (c, band) => {
    expect(adminConfidenceBand(c)).toBe(band);
  });

  it('ranges agree with the band of their ends', () => {
    for (const band of ['high', 'medium', 'low'] as const) {
      const { min, max } = adminBandRange(band);
      expect(adminConfidenceBand(min)).toBe(band);
      expect(adminConfidenceBand(max)).toBe(band);
    }
  });
});
