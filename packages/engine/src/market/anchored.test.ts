import { describe, expect, it } from 'vitest';
import { anchorDistribution } from './anchored';
import type { PropShape } from './anchored';
import { ladderLines } from './ladder';

// Variance regressions of the shape the fit produces (v0 + v1 m + v2 m² + v3 x player variance).
const yards: PropShape = {
  statType: 'receiving_yards',
  model: { varianceCoefficients: [60, 14, 0.06, 0.2] },
  playerVariance: 600,
  spreadScale: 1,
};
const catches: PropShape = {
  statType: 'receptions',
  model: { varianceCoefficients: [0.6, 0.8, 0.04, 0.1] },
  playerVariance: 3,
  spreadScale: 1,
};
const scores: PropShape = {
  statType: 'touchdowns',
  model: { varianceCoefficients: [0.08, 0.6, 0.4, 0] },
  playerVariance: 0,
  spreadScale: 1,
};

describe('anchorDistribution: the market says where, the shape says how wide', () => {
  it('passes through the anchor: P(over) at the posted line is the one it was given', () => {
    for (const [shape, line, p] of [
      [yards, 54.5, 0.47],
      [catches, 4.5, 0.58],
      [scores, 0.5, 0.31],
    ] as const) {
      expect(anchorDistribution(shape, line, p).pOver(line)).toBeCloseTo(p, 6);
    }
  });

  it('P(over) falls along the ladder, below and above the posted line', () => {
    const d = anchorDistribution(yards, 54.5, 0.5);
    const ps = ladderLines('receiving_yards', 54.5).map((l) => d.pOver(l));
    for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeLessThan(ps[i - 1]!);
    expect(ps[0]!).toBeGreaterThan(0.5);
    expect(ps[ps.length - 1]!).toBeLessThan(0.5);
  });

  it('yardage is right-skewed: the mean sits above the 50% line', () => {
    const d = anchorDistribution(yards, 54.5, 0.5);
    expect(d.mean).toBeGreaterThan(54.5);
    // 20 yards above the median is likelier than 20 below it is unlikely (a long catch lifts the top).
    expect(d.pOver(74.5)).toBeGreaterThan(1 - d.pOver(34.5));
  });

  it('counts move in whole steps: every line between two integers has the same P(over)', () => {
    const d = anchorDistribution(catches, 4.5, 0.55);
    expect(d.pOver(4.2)).toBeCloseTo(d.pOver(4.9), 12);
    expect(d.pOver(5.5)).toBeLessThan(d.pOver(4.5));
  });

  it('touchdowns keep their mass at 0: a 31% scorer scores twice far less often', () => {
    const d = anchorDistribution(scores, 0.5, 0.31);
    expect(d.pOver(-0.5)).toBe(1);
    expect(d.pOver(1.5)).toBeGreaterThan(0.02);
    expect(d.pOver(1.5)).toBeLessThan(0.1);
    expect(d.pOver(2.5)).toBeLessThan(d.pOver(1.5));
  });

  it('a smaller spread scale pulls the ladder toward 0 and 1 at the same anchor', () => {
    const wide = anchorDistribution(yards, 54.5, 0.5);
    const narrow = anchorDistribution({ ...yards, spreadScale: 0.5 }, 54.5, 0.5);
    expect(narrow.pOver(54.5)).toBeCloseTo(wide.pOver(54.5), 6);
    expect(narrow.pOver(74.5)).toBeLessThan(wide.pOver(74.5));
    expect(narrow.pOver(34.5)).toBeGreaterThan(wide.pOver(34.5));
  });
});

describe('ladderLines: the steps of issue #29 per stat type', () => {
  it('moves each stat type by its own steps and lists touchdowns at 0.5, 1.5 and 2.5', () => {
    expect(ladderLines('receptions', 4.5)).toEqual([2.5, 3.5, 5.5, 6.5]);
    expect(ladderLines('passing_tds', 1.5)).toEqual([-0.5, 0.5, 2.5, 3.5]);
    expect(ladderLines('rushing_yards', 60.5)).toEqual([40.5, 50.5, 55.5, 65.5, 70.5, 80.5]);
    expect(ladderLines('receiving_yards', 30.5)).toEqual([10.5, 20.5, 25.5, 35.5, 40.5, 50.5]);
    expect(ladderLines('passing_yards', 240.5)).toEqual([190.5, 215.5, 230.5, 250.5, 265.5, 290.5]);
    expect(ladderLines('touchdowns', 0.5)).toEqual([0.5, 1.5, 2.5]);
  });
});

describe('anchorDistribution with a split spread (issue #29 item 1: the sides of the line fitted apart)', () => {
  const split: PropShape = { ...yards, spreadScale: 1.3, spreadScaleAbove: 0.6 };

  it('each side is the curve of its own scale through the same anchor', () => {
    const wide = anchorDistribution({ ...yards, spreadScale: 1.3 }, 54.5, 0.47);
    const narrow = anchorDistribution({ ...yards, spreadScale: 0.6 }, 54.5, 0.47);
    const d = anchorDistribution(split, 54.5, 0.47);
    expect(d.pOver(54.5)).toBeCloseTo(0.47, 6);
    expect(d.pOver(34.5)).toBeCloseTo(wide.pOver(34.5), 9);
    expect(d.pOver(74.5)).toBeCloseTo(narrow.pOver(74.5), 9);
    expect(d.pOver(74.5)).toBeLessThan(wide.pOver(74.5));
  });

  it('P(over) still falls along the whole ladder', () => {
    const d = anchorDistribution(split, 54.5, 0.47);
    const ls = [14.5, 34.5, 44.5, 49.5, 54.4, 54.5, 54.6, 59.5, 64.5, 74.5, 94.5];
    const ps = ls.map((l) => d.pOver(l));
    for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeLessThanOrEqual(ps[i - 1]!);
  });
});
