import { evPercentOf, expectedValue, type DomainError, type ParlayLegRequest } from '@edgeboard/domain';
import {
  INDEPENDENT_MODEL,
  pairKey,
  priceParlay as enginePrice,
  type DependenceModel,
} from '@edgeboard/engine';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { parlayKit } from './parlay-test-kit';
import { priceParlay } from './price-parlay';

const allStar = kitState('all-star');
const qbOver: ParlayLegRequest = { pickId: 'pick-qb', line: 265.5, side: 'over' };
const wrOver: ParlayLegRequest = { pickId: 'pick-wr', line: 70.5, side: 'over' };

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string; kind: string }> {
  const e = (await p.then(
    () => null,
    (err: unknown) => err,
  )) as DomainError | null;
  if (!e) throw new Error('expected a refusal');
  return { code: e.code, message: e.message, kind: e.kind };
}

describe('priceParlay', () => {
  it('prices two legs of one game: fair legs, the joint model’s probability, the naive product and fair odds', async () => {
    const { deps } = parlayKit();
    const r = await priceParlay(deps, allStar, { legs: [qbOver, wrOver] });
    expect(r.gameId).toBe('g-kc');
    expect(r.matchup).toBe('BUF @ KC');
    const [qb, wr] = r.legs;
    expect(qb).toMatchObject({
      pickId: 'pick-qb',
      player: 'Kit Quarterback',
      statType: 'passing_yards',
      side: 'over',
    });
    expect(qb!.probability).toBeGreaterThan(0.3);
    expect(qb!.probability).toBeLessThan(0.7);
    expect(r.naiveProbability).toBeCloseTo(qb!.probability * wr!.probability, 3);
    expect(r.jointProbability).toBeCloseTo(r.naiveProbability * 1.2, 3);
    expect(r.fairOdds).toBeGreaterThan(r.naiveOdds! - 1000);
    expect(r.fairOdds!).toBeLessThan(r.naiveOdds!);
    expect(r.pairs).toEqual([expect.objectContaining({ a: 0, b: 1, correlation: 0.35 })]);
    expect(r.reasons[0]).toMatch(/20% more likely than the naive product/);
    expect(r.reasons[1]).toMatch(/rise together/);
    expect(r.price).toBeNull();
    expect(r.evPercent).toBeNull();
  });

  it('reads a leg at another book’s line off the prop’s distribution: higher line, lower P(over); under = 1 − over', async () => {
    const { deps } = parlayKit();
    const at = async (line: number, side: 'over' | 'under') =>
      (await priceParlay(deps, allStar, { legs: [{ pickId: 'pick-qb', line, side }, wrOver] })).legs[0]!
        .probability;
    const posted = await at(265.5, 'over');
    const higher = await at(275.5, 'over');
    expect(higher).toBeLessThan(posted);
    expect(higher).toBeGreaterThan(0.05);
    expect(await at(265.5, 'under')).toBeCloseTo(1 - posted, 4);
  });

  it('with a book price answers the EV at the joint probability', async () => {
    const { deps } = parlayKit();
    const r = await priceParlay(deps, allStar, { legs: [qbOver, wrOver], price: 300 });
    expect(r.price).toBe(300);
    expect(r.evPercent).toBe(evPercentOf(expectedValue(r.jointProbability, 300)));
  });

  it('says so when no pair moves together', async () => {
    const { deps } = parlayKit();
    const r = await priceParlay(deps, allStar, { legs: [qbOver, { ...wrOver, side: 'under' }] });
    expect(r.pairs).toEqual([]);
    expect(r.reasons).toEqual([expect.stringMatching(/the fair probability is the naive product/)]);
  });

  it('through the engine’s copula: independent legs multiply; a learned QB–WR correlation lifts two overs', async () => {
    const independent = parlayKit((legs) => enginePrice(legs, INDEPENDENT_MODEL));
    const flat = await priceParlay(independent.deps, allStar, { legs: [qbOver, wrOver] });
    expect(flat.jointProbability).toBeCloseTo(flat.naiveProbability, 4);
    expect(flat.pairs).toEqual([]);
    const key = pairKey(
      'team',
      { role: 'QB', statType: 'passing_yards' },
      { role: 'WR', statType: 'receiving_yards' },
    );
    const learned: DependenceModel = {
      fittedOn: [2023],
      pairs: { [key]: { correlation: 0.4, raw: 0.45, n: 900 } },
    };
    const together = parlayKit((legs) => enginePrice(legs, learned));
    const up = await priceParlay(together.deps, allStar, { legs: [qbOver, wrOver] });
    expect(up.naiveProbability).toBeCloseTo(flat.naiveProbability, 4);
    expect(up.jointProbability).toBeGreaterThan(up.naiveProbability + 0.02);
    expect(up.pairs).toEqual([expect.objectContaining({ a: 0, b: 1, correlation: 0.4 })]);
    expect(up.reasons[1]).toMatch(
      /Kit Quarterback passing yards and Kit Receiver receiving yards tend to rise together/,
    );
    // Over and under of the pair: the same correlation makes them less likely together than the product.
    const split = await priceParlay(together.deps, allStar, { legs: [qbOver, { ...wrOver, side: 'under' }] });
    expect(split.jointProbability).toBeLessThan(split.naiveProbability);
    expect(split.reasons[0]).toMatch(/less likely than the naive product/);
  });

  it('answers 403 advanced_stats_required below all-star (the API holds the line)', async () => {
    const { deps } = parlayKit();
    const e = await refusal(priceParlay(deps, kitState('starting'), { legs: [qbOver, wrOver] }));
    expect(e).toMatchObject({ kind: 'forbidden', code: 'advanced_stats_required' });
    expect(e.message).toMatch(/All-Star Edge/);
  });

  const bad: [string, ParlayLegRequest[], string, RegExp][] = [
    ['one leg', [qbOver], 'too_few_legs', /at least 2 legs/],
    ['seven legs', Array.from({ length: 7 }, () => qbOver), 'too_many_legs', /at most 6 legs/],
    ['an unknown pick', [qbOver, { ...wrOver, pickId: 'nope' }], 'unknown_prop', /Leg 2: no published pick/],
    [
      'a leg of another game',
      [qbOver, { ...wrOver, pickId: 'pick-nyj' }],
      'different_games',
      /Leg 2 is on NYJ @ MIA, not BUF @ KC/,
    ],
    ['the same prop twice', [qbOver, { ...qbOver, line: 275.5 }], 'duplicate_prop', /same prop/],
    [
      'over and under of one prop',
      [qbOver, { ...qbOver, side: 'under' }],
      'contradictory_legs',
      /cannot both win/,
    ],
    ['a line no book quotes', [qbOver, { ...wrOver, line: 90.5 }], 'line_not_quoted', /quote 65\.5, 70\.5/],
    [
      'a kicker’s prop',
      [qbOver, { ...wrOver, pickId: 'pick-k' }],
      'unsupported_prop',
      /not a prop the joint model prices/,
    ],
  ];
  it.each(bad)('answers 400 to %s with a code and what is wrong', async (_, legs, code, message) => {
    const { deps } = parlayKit();
    const e = await refusal(priceParlay(deps, allStar, { legs }));
    expect(e).toMatchObject({ kind: 'validation', code });
    expect(e.message).toMatch(message);
  });
});
