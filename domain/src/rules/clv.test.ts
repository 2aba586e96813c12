import { describe, expect, it } from 'vitest';
import { closingLineValue, summarizeClv } from './clv';

const close = (line: number, overOdds: number | null, underOdds: number | null) => ({
  book: 'DraftKings',
  line,
  overOdds,
  underOdds,
});

describe('closingLineValue', () => {
  it('equal lines: no-vig close of the called side minus the published implied probability', () => {
    // Close -120/+100: implied 0.54545 and 0.5, no-vig over 0.52174; published -105 implies 0.51220.
    const c = closingLineValue({ call: 'over', line: 45.5, price: -105 }, close(45.5, -120, 100));
    expect(c).toEqual({ book: 'DraftKings', line: 45.5, price: -120, clv: 0.0095, priceImprovement: 0.0649 });
    // 1.95238 / 1.83333 - 1: -105 pays 6.5% more per unit than the -120 close.
  });

  it('an under is measured on the under side, and a worse price than the close is negative', () => {
    // Close -120/+100: no-vig under 0.47826; published -115 implies 0.53488.
    const c = closingLineValue({ call: 'under', line: 45.5, price: -115 }, close(45.5, -120, 100));
    expect(c.price).toBe(100);
    expect(c.clv).toBeCloseTo(-0.0566, 4);
    // 1.8696 / 2 - 1
    expect(c.priceImprovement).toBeCloseTo(-0.0652, 4);
  });

  it('moved lines: the close is kept but no value is computed', () => {
    const c = closingLineValue({ call: 'over', line: 45.5, price: -110 }, close(46.5, -110, -110));
    expect(c).toEqual({ book: 'DraftKings', line: 46.5, price: -110, clv: null, priceImprovement: null });
  });

  it('one-sided close (anytime touchdown): no no-vig probability, but the price comparison stands', () => {
    const c = closingLineValue({ call: 'over', line: 0.5, price: 150 }, close(0.5, 130, null));
    expect(c.clv).toBeNull();
    // 2.5 / 2.3 - 1
    expect(c.priceImprovement).toBeCloseTo(0.087, 3);
  });

  it('unpriced: a pick without a published price or a close without prices has no value', () => {
    expect(
      closingLineValue({ call: 'over', line: 45.5, price: null }, close(45.5, -110, -110)),
    ).toMatchObject({
      clv: null,
      priceImprovement: null,
      price: -110,
    });
    expect(closingLineValue({ call: 'over', line: 45.5, price: -110 }, close(45.5, null, null))).toEqual({
      book: 'DraftKings',
      line: 45.5,
      price: null,
      clv: null,
      priceImprovement: null,
    });
  });
});

describe('summarizeClv', () => {
  it('averages the known values and counts those above zero', () => {
    expect(summarizeClv([0.02, -0.01, null, undefined, 0.03, 0])).toEqual({
      averageClv: 0.01,
      clvCount: 4,
      beatCloseRate: 0.5,
    });
  });

  it('nothing known: null averages and a zero count', () => {
    expect(summarizeClv([null, undefined])).toEqual({ averageClv: null, clvCount: 0, beatCloseRate: null });
  });
});
