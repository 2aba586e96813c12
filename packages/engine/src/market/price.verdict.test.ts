import { expectedValue } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { MARKET_ONLY } from './blend';
import { DEFAULT_LINE_FRESHNESS_MS, THIN_HISTORY_GAMES } from './price';
import type { PriceInput } from './price';
import { book, MODEL_ONLY, price } from './price-test-kit';

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
