import { describe, expect, it } from 'vitest';
import { buildHistory } from './history';
import type { PriceCurve } from '@edgeboard/domain';
import type { PropShape } from './market/anchored';
import { anchorDistribution, curvePOver } from './market/anchored';
import { pickCallFields } from './market/pick-fields';
import { predictProp, propShape } from './predict';
import { handModel, league } from './predict-test-kit';
import { priceLadder, publishedDistribution } from './price-ladder';
import type { BookQuote, PropInput } from './types';

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

// Issue #29 item 3: the odds board judges every quote at its own line, and a book can move after publication to
// a line the stored ladder never read. The pick keeps its published distribution's parameters (price_curve), so
// any line can be read off the very curve the ladder came from, without the model or the player's history.
describe('publishedDistribution', () => {
  const split: PropShape = { ...yards, spreadScale: 0.8, spreadScaleAbove: 0.6, shift: 5 };
  const catches: PropShape = {
    statType: 'receptions',
    model: { varianceCoefficients: [0.6, 0.8, 0.04, 0.1] },
    playerVariance: 3,
    spreadScale: 1,
  };
  const scores: PropShape = { ...catches, statType: 'touchdowns', playerVariance: 0 };

  it('keeps a curve that reads P(over) at any line as the distribution it was priced on, off the ladder too', () => {
    for (const [shape, line, p, offLadder] of [
      [yards, 43.5, 0.52, [41.5, 45.5, 47.5, 90.5]],
      [split, 43.5, 0.52, [41.5, 45.5, 47.5, 90.5]],
      [catches, 4.5, 0.58, [0.5, 7.5, 9.5]],
      [scores, 0.5, 0.31, [3.5]],
    ] as const) {
      const published = publishedDistribution(shape, line, p, [line + 1]);
      expect(published.ladder).toEqual(priceLadder(shape, line, p, [line + 1]));
      // Stored as JSON with the pick, read back as JSON.
      const curve = JSON.parse(JSON.stringify(published.curve)) as PriceCurve;
      const dist = anchorDistribution(shape, line, p);
      for (const l of offLadder) {
        expect(published.ladder.some((pt) => pt.line === l)).toBe(false);
        expect(curvePOver(curve, l)).toBeCloseTo(dist.pOver(l), 12);
      }
      // Where the ladder has a line, the curve agrees with it to the ladder's 4 decimals.
      for (const pt of published.ladder) expect(curvePOver(curve, pt.line)).toBeCloseTo(pt.pOver, 4);
    }
  });

  it('is the prediction’s, and the pick’s stored field, for a pick priced against hand-made books', () => {
    const history = buildHistory(league());
    const model = handModel();
    const prop: PropInput = {
      playerId: 'BBB-wr',
      statType: 'receiving_yards',
      line: NaN,
      season: 2041,
      week: 12,
      opponent: 'CCC',
    };
    const books: BookQuote[] = [
      { sportsbook: 'DraftKings', line: 60.5, overOdds: -110, underOdds: -110 },
      { sportsbook: 'FanDuel', line: 60.5, overOdds: -105, underOdds: -115 },
    ];
    const p = predictProp(prop, history, model, { books })!;
    expect(p.market).not.toBeNull();
    const fields = pickCallFields(p);
    expect(fields.price_curve).toEqual(p.curve);
    // 62.5: neither a book's line at publication nor a ladder step.
    expect(fields.price_ladder!.some((pt) => pt.line === 62.5)).toBe(false);
    const shape = propShape(model, 'receiving_yards', p.features.playerVariance!);
    const dist = anchorDistribution(shape, p.line, p.market!.pOver);
    expect(curvePOver(fields.price_curve!, 62.5)).toBeCloseTo(dist.pOver(62.5), 6);
  });
});
