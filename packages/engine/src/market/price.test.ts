import { clampConfidence, expectedValue, impliedProbability, noVig } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { MARKET_ONLY } from './blend';
import type { MarketBlend } from './blend';
import {
  consensusLine,
  DEFAULT_LINE_FRESHNESS_MS,
  ONE_SIDED_OVERROUND,
  postedQuote,
  priceMarket,
  THIN_HISTORY_GAMES,
} from './price';
import type { BookQuote, PriceInput } from './price';

/** Publishes the model's probability unchanged, so a test can choose the call and the edge. */
const MODEL_ONLY: MarketBlend = { bias: 0, weight: 1, evidence: 1000 };

const book = (
  sportsbook: string,
  line: number,
  overOdds: number | null,
  underOdds: number | null,
  pulledAt?: string | null,
): BookQuote => ({ sportsbook, line, overOdds, underOdds, pulledAt });

function price(overrides: Partial<PriceInput> & Pick<PriceInput, 'books'>) {
  const result = priceMarket({ modelPOverAt: () => 0.5, historyGames: 10, ...overrides });
  if (!result) throw new Error('expected a price');
  return result;
}

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
    expect(p.fairOver).toBeCloseTo(noVig(-105, -115)!.over, 12);
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
  it('one-sided over: no fair odds, market = implied / ONE_SIDED_OVERROUND', () => {
    expect(ONE_SIDED_OVERROUND).toBe(1.08);
    const p = price({ books: [book('FD', 0.5, 150, null)], modelPOverAt: () => 0.5 });
    expect(p.pricing).toBe('one_sided');
    expect(p.fairOver).toBeNull();
    expect(p.fairWin).toBeNull();
    expect(p.marketOver).toBeCloseTo(0.4 / 1.08, 12);
    expect(p.marketOver).toBeCloseTo(impliedProbability(150) / ONE_SIDED_OVERROUND, 14);
    // Market alone: 37.0% over. The under is not sold, so the call stays on the quoted over, scored at
    // its own probability (37), never a high score on a side nobody can bet.
    expect(p.call).toBe('over');
    expect(p.winProbability).toBeCloseTo(0.4 / 1.08, 12);
    expect(p.edgeScore).toBe(37);
    expect(p.best).toEqual({ sportsbook: 'FD', odds: 150 });
    expect(p.ev).toBeCloseTo((0.4 / 1.08) * 2.5 - 1, 12);
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

  it('one-sided under: market P(over) = 1 - implied(under) / ONE_SIDED_OVERROUND', () => {
    const p = price({ books: [book('FD', 0.5, null, -400)] });
    expect(p.pricing).toBe('one_sided');
    expect(p.fairOver).toBeNull();
    expect(p.marketOver).toBeCloseTo(1 - 0.8 / 1.08, 12);
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

describe('priceMarket: best price and expected value', () => {
  it('takes the best price for the call across the books at the posted line only', () => {
    const books = [
      book('DK', 70.5, -110, -110),
      book('FD', 70.5, -105, -120),
      book('MGM', 70.5, -108, -115),
      book('Caesars', 71.5, 120, -150), // better over price, other line: ignored
    ];
    const p = price({ books, modelPOverAt: () => 0.6, blend: MODEL_ONLY });
    // Consensus of 70.5, 70.5, 70.5, 71.5 is 70.5; DK has the smallest margin there.
    expect(p.posted.sportsbook).toBe('DK');
    expect(p.call).toBe('over');
    expect(p.best).toEqual({ sportsbook: 'FD', odds: -105 });
    expect(p.ev).toBeCloseTo(0.6 * (100 / 105) - 0.4, 12);
    expect(p.ev).toBeCloseTo(expectedValue(p.winProbability, -105), 14);
  });

  it('for an under call the best under price', () => {
    const books = [book('DK', 70.5, -110, -110), book('FD', 70.5, -120, 100), book('MGM', 70.5, -105, -115)];
    const p = price({ books, modelPOverAt: () => 0.4, blend: MODEL_ONLY });
    // FD's -120/+100 is the smallest margin (0.0455) and so the posted book too.
    expect(p.posted.sportsbook).toBe('FD');
    expect(p.call).toBe('under');
    expect(p.best).toEqual({ sportsbook: 'FD', odds: 100 });
    expect(p.ev).toBeCloseTo(0.6 * 1 - 0.4, 12);
  });

  it('a one-sided book at the posted line still offers its price', () => {
    const books = [book('DK', 0.5, 160, -210), book('FD', 0.5, 175, null)];
    const p = price({ books, modelPOverAt: () => 0.55, blend: MODEL_ONLY });
    expect(p.call).toBe('over');
    expect(p.posted.sportsbook).toBe('DK');
    expect(p.best).toEqual({ sportsbook: 'FD', odds: 175 });
  });

  it('the first book wins a tie on price', () => {
    const books = [book('DK', 70.5, -105, -115), book('FD', 70.5, -105, -115)];
    expect(price({ books, modelPOverAt: () => 0.6, blend: MODEL_ONLY }).best?.sportsbook).toBe('DK');
  });

  it('EV is negative at the market’s own price (the margin) and positive where the model beats it', () => {
    const negative = price({ books: [book('DK', 70.5, -110, -110)], blend: MARKET_ONLY });
    expect(negative.ev).toBeCloseTo(-1 / 22, 12);
    expect(negative.verdict).toBe('no_play');
    expect(negative.reason).toBe('no_edge');

    const positive = price({
      books: [book('DK', 70.5, -110, -110)],
      modelPOverAt: () => 0.58,
      blend: MODEL_ONLY,
    });
    expect(positive.ev).toBeCloseTo(0.58 * (100 / 110) - 0.42, 12);
    expect(positive.ev).toBeGreaterThan(0);
    expect(positive.verdict).toBe('play');
    expect(positive.reason).toBeNull();
  });

  it('a small edge that does not beat the margin is no edge', () => {
    // 52% at -110 needs 52.38% to break even.
    const p = price({ books: [book('DK', 70.5, -110, -110)], modelPOverAt: () => 0.52, blend: MODEL_ONLY });
    expect(p.ev).toBeLessThan(0);
    expect(p.reason).toBe('no_edge');
  });

  it('a zero-margin market at its own price has no edge (the market alone can never be a play)', () => {
    // -110/+110 sums to exactly 100%: the market alone says 52.38% over and -110 pays exactly that.
    // Mathematically EV = 0; a play needs EV > 0.
    for (const [over, under] of [
      [-110, 110],
      [110, -110],
      [-150, 150],
      [-125, 125],
    ] as const) {
      const p = price({ books: [book('Exchange', 70.5, over, under)], blend: MARKET_ONLY });
      expect(p.ev).toBeCloseTo(0, 12);
      expect(p.verdict, `${over}/${under}`).toBe('no_play');
      expect(p.reason).toBe('no_edge');
    }
  });
});

describe('priceMarket: verdict and reasons', () => {
  const fresh = '2024-09-08T12:00:00Z';
  const stalePulled = '2024-09-05T12:00:00Z';
  const now = new Date('2024-09-08T13:00:00Z');
  /** Positive EV: the model says 60% over at -110. */
  const edge = (overrides: Partial<PriceInput>) =>
    price({
      books: [book('DK', 70.5, -110, -110, stalePulled)],
      modelPOverAt: () => 0.6,
      blend: MODEL_ONLY,
      ...overrides,
    });

  it('plays a positive-EV pick with enough history, no injury and a fresh line', () => {
    const p = edge({ books: [book('DK', 70.5, -110, -110, fresh)], now });
    expect(p.verdict).toBe('play');
    expect(p.reason).toBeNull();
  });

  it('injury beats thin history beats stale line beats no edge', () => {
    const noEdge = { modelPOverAt: () => 0.5 };
    expect(edge({ ...noEdge, injured: true, historyGames: 2, now }).reason).toBe('injury');
    expect(edge({ ...noEdge, historyGames: 2, now }).reason).toBe('thin_history');
    expect(edge({ ...noEdge, now }).reason).toBe('stale_line');
    expect(edge({ ...noEdge }).reason).toBe('no_edge');
    for (const p of [edge({ injured: true }), edge({ historyGames: 0 }), edge({ now })])
      expect(p.verdict).toBe('no_play');
  });

  it('a positive EV does not overturn injury, thin history or a stale line', () => {
    expect(edge({ injured: true }).reason).toBe('injury');
    expect(edge({ historyGames: THIN_HISTORY_GAMES - 1 }).reason).toBe('thin_history');
    expect(edge({ now }).reason).toBe('stale_line');
    expect(edge({ injured: true }).ev).toBeGreaterThan(0);
  });

  it('thin history is fewer than THIN_HISTORY_GAMES earlier games', () => {
    expect(THIN_HISTORY_GAMES).toBe(6);
    expect(edge({ historyGames: 5 }).reason).toBe('thin_history');
    expect(edge({ historyGames: 6 }).reason).toBeNull();
    expect(edge({ injured: false, historyGames: 6 }).verdict).toBe('play');
  });

  it('is stale only when `now` is given, the pull time known and older than the freshness limit', () => {
    expect(DEFAULT_LINE_FRESHNESS_MS).toBe(48 * 3_600_000);
    // Pulled 73 hours before `now`, but no `now`: no check.
    expect(edge({}).reason).toBeNull();
    expect(edge({ now }).reason).toBe('stale_line');
    // No pull time, or an unreadable one: no check.
    expect(edge({ books: [book('DK', 70.5, -110, -110)], now }).reason).toBeNull();
    expect(edge({ books: [book('DK', 70.5, -110, -110, null)], now }).reason).toBeNull();
    expect(edge({ books: [book('DK', 70.5, -110, -110, 'yesterday')], now }).reason).toBeNull();
  });

  it('the freshness limit is strict and configurable', () => {
    const pulled = '2024-09-06T13:00:00Z';
    const at = (iso: string, freshnessMs?: number) =>
      edge({ books: [book('DK', 70.5, -110, -110, pulled)], now: new Date(iso), freshnessMs }).reason;
    // Exactly 48 hours old: still fresh.
    expect(at('2024-09-08T13:00:00Z')).toBeNull();
    expect(at('2024-09-08T13:00:01Z')).toBe('stale_line');
    expect(at('2024-09-06T14:00:00Z', 30 * 60_000)).toBe('stale_line');
    expect(at('2024-09-06T13:20:00Z', 30 * 60_000)).toBeNull();
  });

  it('the freshness check reads the posted book’s pull time, not another book’s', () => {
    const books = [book('DK', 70.5, -110, -110, fresh), book('Old', 70.5, -120, -120, stalePulled)];
    expect(edge({ books, now }).posted.sportsbook).toBe('DK');
    expect(edge({ books, now }).reason).toBeNull();
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
