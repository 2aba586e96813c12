import { describe, expect, it } from 'vitest';
import { INDEPENDENT_MODEL, pairKey } from './dependence';
import type { DependenceModel } from './dependence';
import { priceParlay } from './price';
import type { ParlayLeg } from './types';
import { validateParlay } from './validate';

const qb: ParlayLeg = {
  playerId: 'qb1',
  playerName: 'Jordan Love',
  team: 'GB',
  opponent: 'CHI',
  role: 'QB',
  statType: 'passing_yards',
  line: 212.5,
  side: 'over',
  pOver: 0.55,
};
const wr: ParlayLeg = {
  ...qb,
  playerId: 'wr1',
  playerName: 'Christian Watson',
  role: 'WR',
  statType: 'receiving_yards',
  line: 45.5,
  pOver: 0.48,
};
const rival: ParlayLeg = {
  ...qb,
  playerId: 'qb2',
  playerName: 'Justin Fields',
  team: 'CHI',
  opponent: 'GB',
  pOver: 0.4,
};
const model: DependenceModel = {
  fittedOn: [2018],
  pairs: {
    [pairKey('team', qb, wr)]: { correlation: 0.4, raw: 0.41, n: 900 },
    [pairKey('opponent', qb, rival)]: { correlation: 0.15, raw: 0.16, n: 800 },
  },
};

describe('priceParlay', () => {
  it('is the naive product when the model is independent', () => {
    const p = priceParlay([qb, wr, rival], INDEPENDENT_MODEL);
    expect(p.pNaive).toBeCloseTo(0.55 * 0.48 * 0.4, 12);
    expect(p.pJoint).toBeCloseTo(p.pNaive, 9);
    expect(p.pairs).toEqual([]);
    expect(p.legs).toEqual([0.55, 0.48, 0.4]);
  });

  it('lifts two overs that rise together above the product and explains why', () => {
    const p = priceParlay([qb, wr], model);
    expect(p.pJoint).toBeGreaterThan(p.pNaive + 0.03);
    expect(p.pairs).toHaveLength(1);
    expect(p.pairs[0]).toMatchObject({ a: 0, b: 1, correlation: 0.4 });
    expect(p.pairs[0]?.reason).toContain(
      'Jordan Love passing yards and Christian Watson receiving yards tend to rise together (correlation 0.40)',
    );
    const under = priceParlay([qb, { ...wr, side: 'under' }], model);
    expect(under.pJoint).toBeLessThan(under.pNaive);
    expect(under.pairs[0]?.reason).toContain('less likely');
  });

  it('gives the four combinations of a pair probabilities that sum to 1', () => {
    const sides = ['over', 'under'] as const;
    let sum = 0;
    for (const s1 of sides)
      for (const s2 of sides)
        sum += priceParlay(
          [
            { ...qb, side: s1 },
            { ...wr, side: s2 },
          ],
          model,
        ).pJoint;
    expect(sum).toBeCloseTo(1, 10);
  });

  it('prices one event twice (perfect dependence) at the smaller leg, not the product', () => {
    const higher = { ...qb, line: 250.5, pOver: 0.3 };
    const p = priceParlay([qb, higher], INDEPENDENT_MODEL);
    expect(p.pJoint).toBeCloseTo(0.3, 9);
    expect(p.pairs[0]?.correlation).toBe(1);
  });

  it('prices an over and an under of one prop at 0, and a band at its width', () => {
    expect(priceParlay([qb, { ...qb, side: 'under' }], model).pJoint).toBe(0);
    expect(priceParlay([qb, { ...qb, side: 'under', line: 200.5, pOver: 0.62 }, wr], model).pJoint).toBe(0);
    const band = priceParlay([qb, { ...qb, side: 'under', line: 250.5, pOver: 0.3 }], model);
    expect(band.pJoint).toBeCloseTo(0.55 - 0.3, 9);
  });

  it('multiplies legs of different games', () => {
    const elsewhere: ParlayLeg = { ...wr, playerId: 'wr9', team: 'KC', opponent: 'DET' };
    const p = priceParlay([qb, elsewhere], {
      fittedOn: [],
      pairs: { [pairKey('team', qb, wr)]: { correlation: 0.4, raw: 0.4, n: 1 } },
    });
    expect(p.pJoint).toBeCloseTo(p.pNaive, 12);
  });

  it('prices six legs deterministically with the joint between 0 and the smallest leg', () => {
    const legs: ParlayLeg[] = [
      qb,
      wr,
      rival,
      { ...wr, playerId: 'wr2', playerName: 'Romeo Doubs', pOver: 0.5 },
      { ...wr, statType: 'receptions', line: 3.5, pOver: 0.52 },
      {
        ...rival,
        playerId: 'wr3',
        playerName: 'DJ Moore',
        role: 'WR',
        statType: 'receiving_yards',
        pOver: 0.5,
      },
    ];
    const a = priceParlay(legs, model);
    expect(a.pJoint).toBe(priceParlay(legs, model).pJoint);
    expect(a.pJoint).toBeGreaterThan(0);
    expect(a.pJoint).toBeLessThan(Math.min(...a.legs));
  });
});

describe('validateParlay', () => {
  it('flags an over and an under of one prop as contradictory', () => {
    const issues = validateParlay([qb, { ...qb, side: 'under' }]);
    expect(issues.map((i) => i.code)).toEqual(['contradictory_legs']);
    expect(issues[0]?.legs).toEqual([0, 1]);
  });

  it('flags the same prop twice, too many legs, too few, and other games on request', () => {
    expect(validateParlay([qb, { ...qb, line: 250.5 }]).map((i) => i.code)).toEqual(['duplicate_prop']);
    expect(validateParlay([qb]).map((i) => i.code)).toEqual(['too_few_legs']);
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...wr, playerId: `p${i}` }));
    expect(validateParlay(seven).map((i) => i.code)).toEqual(['too_many_legs']);
    const elsewhere = { ...wr, team: 'KC', opponent: 'DET' };
    expect(validateParlay([qb, elsewhere], { sameGameOnly: true }).map((i) => i.code)).toEqual([
      'different_games',
    ]);
    expect(validateParlay([qb, elsewhere])).toEqual([]);
    expect(validateParlay([qb, wr, rival], { sameGameOnly: true })).toEqual([]);
  });
});
