import { describe, expect, it } from 'vitest';
import { oneSidedConsensus } from './consensus';
import {
  ANYTIME_TD_FACTOR,
  ANYTIME_TD_HOLD,
  anytimeFair,
  bestSingleFactor,
  fairGame,
  fairOneSided,
  fitExponent,
  gameExponent,
} from './one-sided-hold';
import { brierExponent, expectedScorersBefore, scoreOneSided } from './one-sided-backtest';
import type { OneSidedGame } from './one-sided-backtest';

// A hand-made game's anytime list: a favourite, two regulars and long shots, summing to 4.15 implied.
const book = [
  0.6, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.2, 0.15, 0.15, 0.12, 0.1, 0.1, 0.08, 0.08, 0.07, 0.07, 0.06, 0.06,
  0.05, 0.05, 0.05, 0.04, 0.04, 0.03, 0.03, 0.02, 0.02, 0.01, 0.01, 0.01,
];

describe('one-sided holds: the power method', () => {
  it('the hold grows as the price lengthens: a long shot loses a larger share than a favourite', () => {
    const share = (p: number) => 1 - fairOneSided(p, 1.2) / p;
    expect(share(0.05)).toBeGreaterThan(share(0.3));
    expect(share(0.3)).toBeGreaterThan(share(0.6));
    expect(fairOneSided(0.4, 1)).toBeCloseTo(0.4, 12);
  });

  it("a game's list is scaled so its fair probabilities sum to the expected scorers", () => {
    const sum = book.reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThan(3.5);
    const fair = fairGame(book, 3.5);
    expect(fair.reduce((a, b) => a + b, 0)).toBeCloseTo(3.5, 6);
    expect(gameExponent(book, 3.5)).toBeGreaterThan(1);
    // Order is kept: the favourite is still the likeliest scorer.
    for (let i = 1; i < fair.length; i++) expect(fair[i]!).toBeLessThanOrEqual(fair[i - 1]!);
  });

  it('a list already below the expected scorers keeps its prices (k = 1)', () => {
    expect(gameExponent([0.5, 0.3, 0.2], 4.3)).toBe(1);
  });

  it("one exponent across games meets the sums best: two games' own exponents bracket it", () => {
    const other = book.map((p) => Math.min(0.9, p * 1.15));
    const k = fitExponent([book, other], 3.5);
    const ks = [gameExponent(book, 3.5), gameExponent(other, 3.5)].sort((a, b) => a - b);
    expect(k).toBeGreaterThanOrEqual(ks[0]! - 0.005);
    expect(k).toBeLessThanOrEqual(ks[1]! + 0.005);
  });

  it('the best single factor minimises Brier of implied / c', () => {
    const p = [0.5, 0.4, 0.2, 0.1];
    const y = [1, 0, 0, 0] as const;
    const c = bestSingleFactor(p, y);
    const brier = (f: number) => p.reduce((s, pi, i) => s + (pi / f - y[i]!) ** 2, 0);
    expect(brier(c)).toBeLessThan(brier(c * 1.02));
    expect(brier(c)).toBeLessThan(brier(c * 0.98));
  });

  it('the product consensus frees an anytime price with the measured single factor, not the power method', () => {
    const c = oneSidedConsensus(
      [{ sportsbook: 'DK', line: 0.5, overOdds: 300, underOdds: null }],
      0.5,
      'over',
    );
    expect(ANYTIME_TD_FACTOR).toBe(1.046);
    expect(c?.fairOver).toBeCloseTo(0.25 / ANYTIME_TD_FACTOR, 12);
    expect(c?.fairOver).not.toBeCloseTo(0.25 ** ANYTIME_TD_HOLD.exponent, 3);
    expect(anytimeFair(0.25)).toBeCloseTo(0.25 / 1.046, 12);
  });
});

describe('scoreOneSided: methods against the single-factor baseline, walk-forward by week', () => {
  // Two weeks of hand-made games; outcomes fixed (no random numbers): in each game the favourite, the third and the
  // sixth player score.
  const mk = (id: string, week: number): OneSidedGame => ({
    gameId: id,
    week,
    players: book.map((implied, i) => ({
      player: `p${i}`,
      implied,
      scored: i === 0 || i === 2 || i === 5 ? 1 : 0,
    })),
  });
  const games = [mk('a', 1), mk('b', 1), mk('c', 2), mk('d', 2)];

  it('scores every played prop, with the baseline fitted in sample and intervals by game', () => {
    const r = scoreOneSided(games, 4.3, { boot: 50 });
    expect(r).not.toBeNull();
    expect(r!.scored).toBe(4 * book.length);
    // The baseline is the best factor on these props, so no single factor beats it, implied as it is included.
    expect(r!.implied.brier).toBeGreaterThanOrEqual(r!.baseline.brier);
    expect(r!.implied.vsBaseline.lo).toBeLessThanOrEqual(r!.implied.vsBaseline.hi);
    expect(r!.scoreRate).toBeCloseTo(3 / book.length, 12);
  });

  it('a void (did not play) is never scored', () => {
    const g = mk('e', 1);
    g.players[0] = { ...g.players[0]!, scored: null };
    expect(scoreOneSided([g], 4.3, { boot: 10 })!.scored).toBe(book.length - 1);
  });

  it('nothing to score without outcomes', () => {
    const g = mk('f', 1);
    g.players = g.players.map((p) => ({ ...p, scored: null }));
    expect(scoreOneSided([g], 4.3)).toBeNull();
  });
});

describe('scoreOneSided walk-forward: each week priced from earlier weeks only', () => {
  // Week 1's books carry a heavy hold, week 2's a light one; in each game the first and the fourth player score.
  const heavy = book.map((p) => Math.min(0.9, p * 1.3));
  const mk = (id: string, week: number, list: readonly number[], scored: boolean): OneSidedGame => ({
    gameId: id,
    week,
    players: list.map((implied, i) => ({
      player: `p${i}`,
      implied,
      scored: scored ? (i === 0 || i === 3 ? 1 : 0) : null,
    })),
  });
  const weeks = [mk('a', 1, heavy, true), mk('b', 2, book, true), mk('c', 2, book, true)];
  // Expected scorers known before each week: none before week 1, 3.2 before week 2.
  const expected = (week: number) => (week >= 2 ? 3.2 : null);
  const brier = (ps: readonly number[]) =>
    ps.reduce((s, p, i) => s + (p - (i % book.length === 0 || i % book.length === 3 ? 1 : 0)) ** 2, 0) /
    ps.length;

  it('scores only weeks with earlier outcomes, with the expected scorers and k known before the week', () => {
    const r = scoreOneSided(weeks, expected, { boot: 20 })!;
    expect(r.weeks).toEqual([2]);
    expect(r.scored).toBe(2 * book.length);
    expect(r.withoutEarlierOutcomes).toBe(book.length);
    const perGame = fairGame(book, 3.2);
    expect(r.powerPerGame.brier).toBeCloseTo(brier([...perGame, ...perGame]), 12);
    // k from week 1's books only, fitted to the expected scorers known before week 2.
    const k = fitExponent([heavy], 3.2);
    const wf = book.map((p) => fairOneSided(p, k));
    expect(r.powerWalkForward.brier).toBeCloseTo(brier([...wf, ...wf]), 12);
    expect(r.implied.brier).toBeCloseTo(brier([...book, ...book]), 12);
    // k of least Brier on week 1's settled props, never on week 2's own outcomes.
    const settled = heavy.map((implied, i) => ({
      implied,
      y: i === 0 || i === 3 ? (1 as const) : (0 as const),
    }));
    const kOut = brierExponent(settled);
    expect(kOut).not.toBe(
      brierExponent(book.map((implied, i) => ({ implied, y: i === 0 || i === 3 ? 1 : 0 }))),
    );
    const out = book.map((p) => fairOneSided(p, kOut));
    expect(r.powerOutcomes.brier).toBeCloseTo(brier([...out, ...out]), 12);
  });

  it('the least-Brier exponent: implied^k closest to what happened', () => {
    // Long shots that never score want a large k; favourites that always score a small one.
    expect(brierExponent([0.1, 0.1, 0.2].map((implied) => ({ implied, y: 0 as const })))).toBe(1.6);
    expect(brierExponent([0.5, 0.6].map((implied) => ({ implied, y: 1 as const })))).toBe(0.8);
    // Eight 25% prices, one scorer: 0.25^k = 1/8 at k = 1.5; four, one scorer: k = 1.
    const quarter = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ implied: 0.25, y: i === 0 ? (1 as const) : (0 as const) }));
    expect(brierExponent(quarter(8))).toBeCloseTo(1.5, 9);
    expect(brierExponent(quarter(4))).toBeCloseTo(1, 9);
  });

  it("a later week's books never move an earlier week's figures", () => {
    const later = [
      ...weeks,
      mk(
        'd',
        3,
        book.map(() => 0.9),
        false,
      ),
    ];
    const a = scoreOneSided(weeks, expected, { boot: 20 })!;
    const b = scoreOneSided(later, expected, { boot: 20 })!;
    expect(b.powerWalkForward.brier).toBe(a.powerWalkForward.brier);
    expect(b.powerPerGame.brier).toBe(a.powerPerGame.brier);
  });

  it('expected scorers per game from the team-games of earlier weeks only (two teams a game)', () => {
    const before = expectedScorersBefore([
      { week: 1, scorers: 2 },
      { week: 1, scorers: 3 },
      { week: 2, scorers: 1 },
      { week: 2, scorers: 1 },
      { week: 4, scorers: 9 },
    ]);
    expect(before(1)).toBeNull();
    expect(before(2)).toBeCloseTo(5, 12);
    expect(before(3)).toBeCloseTo(3.5, 12);
    expect(before(4)).toBeCloseTo(3.5, 12);
    expect(before(5)).toBeCloseTo((2 * 16) / 5, 12);
  });
});
