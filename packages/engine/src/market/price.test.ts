import { noVig } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { twoSidedConsensus } from './consensus';
import { consensusLine, postedQuote, priceMarket } from './price';
import { book, price } from './price-test-kit';

describe('consensusLine', () => {
  it('is the median of the books’ lines', () => {
    expect(consensusLine([book('A', 45.5, -110, -110)])).toBe(45.5);
    expect(
      consensusLine([book('A', 44.5, -110, -110), book('B', 45.5, -110, -110), book('C', 52.5, -110, -110)]),
    ).toBe(45.5);
    // Order does not matter.
    expect(
      consensusLine([book('C', 52.5, -110, -110), book('A', 44.5, -110, -110), book('B', 45.5, -110, -110)]),
    ).toBe(45.5);
  });

  it('an even count averages the middle two, then snaps to the half-point grid', () => {
    expect(consensusLine([book('A', 44.5, -110, -110), book('B', 45.5, -110, -110)])).toBe(45);
    // (44.5 + 46) / 2 = 45.25 -> 45.5
    expect(consensusLine([book('A', 44.5, -110, -110), book('B', 46, -110, -110)])).toBe(45.5);
    // (44.5 + 45) / 2 = 44.75 -> 45
    expect(consensusLine([book('A', 44.5, -110, -110), book('B', 45, -110, -110)])).toBe(45);
    expect(
      consensusLine([
        book('A', 60.5, -110, -110),
        book('B', 61.5, -110, -110),
        book('C', 61.5, -110, -110),
        book('D', 70.5, -110, -110),
      ]),
    ).toBe(61.5);
  });
});

describe('priceMarket: the posted line and book', () => {
  it('is null when no book quotes the prop', () => {
    expect(priceMarket({ books: [], modelPOverAt: () => 0.6, historyGames: 10 })).toBeNull();
  });

  it('posts the book with the smallest margin at the consensus line', () => {
    const books = [
      book('Wide', 55.5, -120, -120), // margin 0.0909
      book('Tight', 55.5, -105, -115), // margin 0.0471
      book('Standard', 55.5, -110, -110), // margin 0.0476
      book('Off', 58.5, 100, -102), // margin 0.005, but not at the consensus line
    ];
    const p = price({ books });
    expect(p.line).toBe(55.5);
    expect(p.posted.sportsbook).toBe('Tight');
    expect(p.pricing).toBe('two_sided');
    // The fair price is the consensus of the three books at 55.5 (consensus.test.ts), never the off-line book's.
    expect(p.fairOver).toBeCloseTo(twoSidedConsensus(books, 55.5)!.fairOver, 12);
    expect(p.fairBooks).toEqual(['Wide', 'Tight', 'Standard']);
    expect(p.fairOver).not.toBeCloseTo(noVig(-105, -115)!.over, 3);
  });

  it('prefers a two-sided book to a one-sided or unpriced one at the same line', () => {
    const books = [
      book('Bare', 0.5, null, null),
      book('OneSide', 0.5, 150, null),
      book('Both', 0.5, 140, -190),
    ];
    const p = price({ books });
    expect(p.posted.sportsbook).toBe('Both');
    expect(p.pricing).toBe('two_sided');
  });

  it('falls back to every book when none sits on the consensus line, still by margin', () => {
    const books = [book('A', 44.5, -120, -110), book('B', 45.5, -110, -110)];
    // Consensus 45: no book there.
    const p = price({ books });
    expect(p.posted.sportsbook).toBe('B');
    expect(p.line).toBe(45.5);
  });

  it('asks the model at the posted line', () => {
    const asked: number[] = [];
    price({
      books: [book('A', 44.5, -110, -110), book('B', 45.5, -105, -105), book('C', 45.5, -110, -110)],
      modelPOverAt: (line) => {
        asked.push(line);
        return 0.5;
      },
    });
    expect(asked).toEqual([45.5]);
  });

  it('postedQuote is the book priceMarket posts, and null without books', () => {
    expect(postedQuote([])).toBeNull();
    const books = [
      book('Wide', 55.5, -120, -120),
      book('Tight', 55.5, -105, -115),
      book('Off', 58.5, 100, -102),
    ];
    expect(postedQuote(books)).toBe(books[1]);
    expect(price({ books }).posted).toBe(books[1]);
    // Equal margins keep the given order.
    const tie = [book('First', 55.5, -110, -110), book('Second', 55.5, -110, -110)];
    expect(postedQuote(tie)?.sportsbook).toBe('First');
  });

  it('keeps the posted quote’s pulledAt', () => {
    const p = price({ books: [book('A', 45.5, -110, -110, '2024-09-08T12:00:00Z')] });
    expect(p.posted).toEqual(book('A', 45.5, -110, -110, '2024-09-08T12:00:00Z'));
  });
});

describe('postedQuote: one-sided markets', () => {
  it('posts the median price of the one-sided books, not whichever came first', () => {
    const quotes = [
      book('ESPN BET', 0.5, 210, null),
      book('Caesars', 0.5, 270, null),
      book('FD', 0.5, 240, null),
    ];
    expect(postedQuote(quotes)?.sportsbook).toBe('FD');
    expect(postedQuote([...quotes].reverse())?.sportsbook).toBe('FD');
    const p = price({ books: quotes });
    expect(p.posted.sportsbook).toBe('FD');
    expect(p.call).toBe('over');
    expect(p.best).toEqual({ sportsbook: 'Caesars', odds: 270 });
  });

  it('still posts a two-sided quote over any one-sided one', () => {
    expect(postedQuote([book('A', 0.5, 240, null), book('B', 0.5, 230, -320)])?.sportsbook).toBe('B');
  });
});
