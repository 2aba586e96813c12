// Line gaps (issue #29 items 2 and 3): books at other lines are moved to the posted line through the prop's
// distribution before they join the consensus, and every quote is judged at its own line on both sides.
import { expectedValue, noVig } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { anchorDistribution } from './anchored';
import type { PropShape } from './anchored';
import { twoSidedConsensus } from './consensus';
import { book, price } from './price-test-kit';

const shape: PropShape = {
  statType: 'receiving_yards',
  model: { varianceCoefficients: [60, 14, 0.06, 0.2] },
  playerVariance: 600,
  spreadScale: 1,
};
const mover = {
  move: (from: number, p: number, to: number) => anchorDistribution(shape, from, p).pOver(to),
  gapUnit: 5,
};
// Three books at 43.5 and Caesars a yard higher: the demo odds board's case.
const books = [
  book('DraftKings', 43.5, -110, -110),
  book('FanDuel', 43.5, -112, -108),
  book('BetMGM', 43.5, -108, -112),
  book('Caesars', 44.5, -110, -110),
];

describe('twoSidedConsensus with a mover: a book at another line is moved, not ignored', () => {
  it('leaves a book a line off out without a mover, as before', () => {
    expect(twoSidedConsensus(books, 43.5)!.parts.map((p) => p.sportsbook)).toEqual([
      'DraftKings',
      'FanDuel',
      'BetMGM',
    ]);
  });

  it("moves Caesars's 50% at 44.5 down to the common line: over 43.5 is likelier than over 44.5", () => {
    const c = twoSidedConsensus(books, 43.5, mover)!;
    const caesars = c.parts.find((p) => p.sportsbook === 'Caesars')!;
    expect(caesars.line).toBe(44.5);
    expect(caesars.fairOver).toBeGreaterThan(0.5);
    expect(caesars.fairOver).toBeCloseTo(mover.move(44.5, 0.5, 43.5), 12);
    // The books at the line carry no line of their own (they were not moved).
    expect(c.parts.filter((p) => p.line === undefined)).toHaveLength(3);
  });

  it('a moved quote counts less the further it moved: 1 / (1 + (gap / unit)²) of its margin weight', () => {
    const two = [book('A', 43.5, -110, -110), book('B', 48.5, -110, -110)];
    const c = twoSidedConsensus(two, 43.5, mover)!;
    // Same margins; B moved one unit (5 yards): half of A's weight.
    expect(c.parts[1]!.weight / c.parts[0]!.weight).toBeCloseTo(0.5, 12);
  });
});

describe('priceMarket with a shape: every quote judged at its own line, both sides', () => {
  it('names the moved book among those that made the fair price and prices its own line', () => {
    const p = price({ books, shape });
    expect(p.line).toBe(43.5);
    expect(p.fairBooks).toEqual(['DraftKings', 'FanDuel', 'BetMGM', 'Caesars']);
    const caesars = p.quotes!.find((q) => q.sportsbook === 'Caesars')!;
    const dist = anchorDistribution(shape, 43.5, p.pOver);
    expect(caesars.pOver).toBeCloseTo(dist.pOver(44.5), 12);
    expect(caesars.pOver).toBeLessThan(p.pOver);
    // Its under at -110 one yard above the others is worth more than the under at the posted line.
    expect(caesars.under!.ev).toBeCloseTo(expectedValue(1 - caesars.pOver, -110), 12);
    const dk = p.quotes!.find((q) => q.sportsbook === 'DraftKings')!;
    expect(caesars.under!.ev).toBeGreaterThan(dk.under!.ev);
    expect(dk.over!.ev).toBeCloseTo(expectedValue(p.pOver, -110), 12);
  });

  it('without a shape only the posted line is judged, and a one-sided quote shows its one side', () => {
    const p = price({ books: [...books, book('ESPN BET', 43.5, -105, null)] });
    expect(p.quotes!.map((q) => q.sportsbook)).toEqual(['DraftKings', 'FanDuel', 'BetMGM', 'ESPN BET']);
    const espn = p.quotes!.find((q) => q.sportsbook === 'ESPN BET')!;
    expect(espn.under).toBeNull();
    expect(espn.over!.odds).toBe(-105);
    expect(p.fairOver).toBeCloseTo(twoSidedConsensus(books, 43.5)!.fairOver, 12);
    expect(noVig(-110, -110)!.over).toBe(0.5);
  });
});
