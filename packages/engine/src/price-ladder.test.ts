import { describe, expect, it } from 'vitest';
import type { PropShape } from './market/anchored';
import { anchorDistribution } from './market/anchored';
import { priceLadder } from './price-ladder';

const yards: PropShape = {
  statType: 'receiving_yards',
  model: { varianceCoefficients: [60, 14, 0.06, 0.2] },
  playerVariance: 600,
  spreadScale: 1,
};

describe('priceLadder', () => {
  it("reads the anchored distribution at the issue's steps and every quoted line, the anchor exactly", () => {
    const ladder = priceLadder(yards, 43.5, 0.52, [42.5, 44.5]);
    expect(ladder.map((p) => p.line)).toEqual([23.5, 33.5, 38.5, 42.5, 43.5, 44.5, 48.5, 53.5, 63.5]);
    expect(ladder.find((p) => p.line === 43.5)!.pOver).toBe(0.52);
    const dist = anchorDistribution(yards, 43.5, 0.52);
    expect(ladder.find((p) => p.line === 33.5)!.pOver).toBeCloseTo(dist.pOver(33.5), 4);
    // P(over) falls as the line rises.
    for (let i = 1; i < ladder.length; i++) expect(ladder[i]!.pOver).toBeLessThan(ladder[i - 1]!.pOver);
  });

  it('leaves out lines at or below zero and lists touchdowns at 0.5, 1.5, 2.5', () => {
    const tds = priceLadder({ ...yards, statType: 'passing_tds', playerVariance: 1 }, 1.5, 0.45);
    expect(tds.map((p) => p.line)).toEqual([0.5, 1.5, 2.5, 3.5]);
    const anytime = priceLadder({ ...yards, statType: 'touchdowns', playerVariance: 0.3 }, 0.5, 0.3);
    expect(anytime.map((p) => p.line)).toEqual([0.5, 1.5, 2.5]);
    expect(anytime[0]!.pOver).toBe(0.3);
  });
});
