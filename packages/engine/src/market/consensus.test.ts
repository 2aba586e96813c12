import { noVig } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { ANYTIME_TD_FACTOR } from './one-sided-hold';
import { logit } from './blend';
import { AGREEMENT_SCALE, combineBooks, oneSidedConsensus, twoSidedConsensus } from './consensus';
import { price, book } from './price-test-kit';

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('twoSidedConsensus: the books at one line, de-vigged and weighted', () => {
  it('weights two books by 1 / margin² (two books: neither is alone in its view)', () => {
    const sharp = noVig(-105, -115)!; // margin 0.047
    const wide = noVig(-130, -110)!; // margin 0.09
    const c = twoSidedConsensus([book('Sharp', 45.5, -105, -115), book('Wide', 45.5, -130, -110)], 45.5)!;
    const ws = 1 / sharp.margin ** 2;
    const ww = 1 / wide.margin ** 2;
    expect(c.parts).toEqual([
      { sportsbook: 'Sharp', fairOver: sharp.over, weight: ws / (ws + ww) },
      { sportsbook: 'Wide', fairOver: wide.over, weight: ww / (ws + ww) },
    ]);
    expect(c.parts[0]!.weight).toBeGreaterThan(0.75);
    expect(c.fairOver).toBeCloseTo(sigmoid((ws * logit(sharp.over) + ww * logit(wide.over)) / (ws + ww)), 12);
  });

  it('books that mirror each other around the median weigh alike and cancel in log-odds', () => {
    const c = twoSidedConsensus(
      [book('A', 10.5, -120, 100), book('B', 10.5, 100, -120), book('C', 10.5, -110, -110)],
      10.5,
    )!;
    const [a, b, mid] = c.parts.map((p) => p.weight);
    expect(a).toBeCloseTo(b!, 12);
    // C sits on the median and has the larger margin: agreement outweighs its margin here.
    expect(mid).toBeGreaterThan(a!);
    expect(c.fairOver).toBeCloseTo(0.5, 12);
  });

  it('a book alone in its view counts less than its margin alone would give it', () => {
    // Three books agree near 52%; Outlier, as cheap, says 40%.
    const quotes = [
      book('A', 60.5, -115, -105),
      book('B', 60.5, -115, -105),
      book('C', 60.5, -115, -105),
      book('Outlier', 60.5, 140, -170),
    ];
    const c = twoSidedConsensus(quotes, 60.5)!;
    const outlier = c.parts.find((p) => p.sportsbook === 'Outlier')!;
    const sharpness = (o: number, u: number) => 1 / noVig(o, u)!.margin ** 2;
    const plainShare = sharpness(140, -170) / (3 * sharpness(-115, -105) + sharpness(140, -170));
    const d = Math.abs(logit(noVig(140, -170)!.over) - logit(noVig(-115, -105)!.over));
    expect(d).toBeGreaterThan(2 * AGREEMENT_SCALE);
    expect(outlier.weight).toBeLessThan(plainShare / 3);
    // So the fair price stays near the three who agree.
    expect(c.fairOver).toBeGreaterThan(0.5);
    expect(c.fairOver).toBeLessThan(noVig(-115, -105)!.over);
  });

  it('leaves out books at another line and one-sided or unpriced quotes', () => {
    const c = twoSidedConsensus(
      [
        book('A', 44.5, -110, -110),
        book('Gap', 45.5, -150, 120),
        book('One', 44.5, -110, null),
        book('Bare', 44.5, null, null),
      ],
      44.5,
    )!;
    expect(c.parts.map((p) => p.sportsbook)).toEqual(['A']);
    expect(c.fairOver).toBeCloseTo(0.5, 12);
    expect(twoSidedConsensus([book('Gap', 45.5, -150, 120)], 44.5)).toBeNull();
  });

  it('combineBooks is null without books and 1 for a lone book', () => {
    expect(combineBooks([])).toBeNull();
    const lone = combineBooks([{ sportsbook: 'A', fairOver: 0.3, sharpness: 5 }]);
    expect(lone?.fairOver).toBeCloseTo(0.3, 12);
    expect(lone?.parts).toEqual([{ sportsbook: 'A', fairOver: 0.3, weight: 1 }]);
  });
});

describe('oneSidedConsensus', () => {
  it('averages the same side’s quotes at the line, each freed of the measured hold (implied / factor)', () => {
    const c = oneSidedConsensus(
      [book('A', 0.5, 200, null), book('B', 0.5, 220, null), book('Two', 0.5, 200, -300)],
      0.5,
      'over',
    )!;
    expect(c.parts.map((p) => p.sportsbook)).toEqual(['A', 'B']);
    const f = ANYTIME_TD_FACTOR;
    expect(c.parts[0]!.fairOver).toBeCloseTo(1 / 3 / f, 12);
    expect(c.fairOver).toBeLessThan(1 / 3 / f);
    expect(c.fairOver).toBeGreaterThan(100 / 320 / f);
  });
});

describe('priceMarket against the consensus', () => {
  it('fills fairBooks with the books that made the fair price, the line-gap book left out', () => {
    const p = price({
      books: [
        book('DraftKings', 43.5, -110, -110),
        book('FanDuel', 43.5, -112, -108),
        book('BetMGM', 43.5, -115, -105),
        book('Caesars', 44.5, 100, -120),
      ],
    });
    expect(p.line).toBe(43.5);
    expect(p.fairBooks).toEqual(['DraftKings', 'FanDuel', 'BetMGM']);
    expect(p.consensus?.map((c) => c.sportsbook)).toEqual(p.fairBooks);
    expect(p.consensus?.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 12);
    // Caesars' +100 over at 44.5 is another bet: it is not the best price at 43.5.
    expect(p.best?.sportsbook).not.toBe('Caesars');
  });

  it('judges the soft book’s price against every book, itself included: its own error is diluted', () => {
    // Soft hangs the over at +120 (its under at -150); the three others say about 50%.
    const books = [
      book('DK', 20.5, -110, -110),
      book('FD', 20.5, -110, -110),
      book('MGM', 20.5, -112, -108),
      book('Soft', 20.5, 120, -150),
    ];
    const p = price({ books });
    const own = noVig(120, -150)!;
    expect(p.fairBooks).toContain('Soft');
    expect(p.consensus?.find((c) => c.sportsbook === 'Soft')?.weight).toBeLessThan(0.1);
    expect(p.fairOver).toBeGreaterThan(own.over + 0.05);
    // Soft's over is worth more than it costs against the market, though Soft itself leans under: a play on
    // the over at Soft, at the EV the consensus gives it (not the +15% Soft's own price would claim).
    expect(p.call).toBe('over');
    expect(p.best).toEqual({ sportsbook: 'Soft', odds: 120 });
    expect(p.verdict).toBe('play');
    expect(p.ev).toBeCloseTo(p.fairOver! * 2.2 - 1, 12);
  });

  it('a book alone at the line is judged against its own no-vig price: never a play on the market alone', () => {
    for (const [o, u] of [
      [-110, -110],
      [150, -180],
      [-250, 200],
    ] as const) {
      const p = price({ books: [book('Only', 60.5, o, u), book('Gap', 61.5, 200, -300)] });
      expect(p.fairBooks).toEqual(['Only']);
      expect(p.best?.sportsbook).toBe('Only');
      expect(p.ev).toBeLessThan(0);
      expect(p.reason).toBe('no_edge');
    }
  });

  it('a price better than the consensus is a play, at the price of the book that offers it', () => {
    const p = price({
      books: [book('DK', 5.5, -125, 105), book('FD', 5.5, -125, 105), book('MGM', 5.5, -120, 100)],
    });
    expect(p.call).toBe('over');
    expect(p.best).toEqual({ sportsbook: 'MGM', odds: -120 });
    expect(p.fairBooks).toEqual(['DK', 'FD', 'MGM']);
    // About 53.9% over against -120's 54.5% break-even: MGM's better price is not enough.
    expect(p.verdict).toBe('no_play');
    const gap = price({
      books: [book('DK', 5.5, -125, 105), book('FD', 5.5, -125, 105), book('MGM', 5.5, 105, -125)],
    });
    // MGM, alone in its view, offers the over at +105: the two who agree keep the fair price near their 54%.
    expect(gap.fairOver).toBeGreaterThan(0.52);
    expect(gap.consensus?.[2]?.weight).toBeLessThan(0.1);
    expect(gap.best).toEqual({ sportsbook: 'MGM', odds: 105 });
    expect(gap.verdict).toBe('play');
    expect(gap.ev).toBeCloseTo(gap.winProbability * 2.05 - 1, 12);
  });
});
