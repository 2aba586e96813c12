// The pick's best price across every book and line (issue #29 item 3): a book a line off the consensus is
// priced at its own line through the distribution and can be the pick's price, its call and its verdict.
import { expectedValue, PLAY_MIN_EV } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import type { PropShape } from './market/anchored';
import { MIN_PLAY_EV } from './market/price';
import { book, price } from './market/price-test-kit';
import { priceAcrossLines } from './best-across-lines';

const shape: PropShape = {
  statType: 'receiving_yards',
  model: { varianceCoefficients: [60, 14, 0.06, 0.2] },
  playerVariance: 600,
  spreadScale: 1,
};
// Three books at 43.5 at a fair -110/-110 and Caesars a point lower, over still at -110: the over at 42.5 wins
// more often than at 43.5 for the same price, the only positive EV on the board.
const books = [
  book('DraftKings', 43.5, -110, -110),
  book('FanDuel', 43.5, -110, -110),
  book('BetMGM', 43.5, -110, -110),
  book('Caesars', 40.5, -110, -110),
];

describe('priceAcrossLines', () => {
  it('takes the best EV for the call at any line: Over 40.5 at Caesars, priced at its own line', () => {
    const raw = price({ books, shape });
    // priceMarket alone looks only at the posted line: no edge there.
    expect(raw.verdict).toBe('no_play');
    const p = priceAcrossLines(raw);
    expect(p.line).toBe(43.5);
    expect(p.call).toBe('over');
    expect(p.best).toMatchObject({ sportsbook: 'Caesars', odds: -110, line: 40.5 });
    const caesars = p.quotes!.find((q) => q.sportsbook === 'Caesars')!;
    expect(p.best!.winProbability).toBeCloseTo(caesars.pOver, 12);
    expect(p.ev).toBeCloseTo(expectedValue(caesars.pOver, -110), 12);
    expect(p.ev!).toBeGreaterThan(PLAY_MIN_EV);
    expect(p.verdict).toBe('play');
    expect(p.reason).toBeNull();
  });

  it('calls the under when the only positive quote is an under at its own line, and flips the probabilities', () => {
    const under = [...books.slice(0, 3), book('Caesars', 46.5, -110, -110)];
    const raw = price({ books: under, shape });
    const p = priceAcrossLines(raw);
    expect(p.call).toBe('under');
    expect(p.best).toMatchObject({ sportsbook: 'Caesars', line: 46.5 });
    expect(p.winProbability).toBeCloseTo(1 - raw.pOver, 12);
    expect(p.edgeScore).toBe(Math.round((1 - raw.pOver) * 100));
    expect(p.verdict).toBe('play');
  });

  it('keeps the posted line (no line on best) when the best EV is there', () => {
    const soft = [...books.slice(0, 3), book('Caesars', 43.5, 105, -125)];
    const p = priceAcrossLines(price({ books: soft, shape }));
    expect(p.best).toEqual({ sportsbook: 'Caesars', odds: 105 });
    expect(p.verdict).toBe('play');
  });

  it('keeps a reason other than no edge: an injured player is no play whatever the price', () => {
    const p = priceAcrossLines(price({ books, shape, injured: true }));
    expect(p.best?.sportsbook).toBe('Caesars');
    expect(p.verdict).toBe('no_play');
    expect(p.reason).toBe('injury');
  });

  it("uses the domain's play threshold, the one the odds board and the filters read", () => {
    expect(MIN_PLAY_EV).toBe(PLAY_MIN_EV);
  });
});
