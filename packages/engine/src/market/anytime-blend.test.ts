import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../seeded-random';
import { calibrationDeciles, fitLogistic, scoreAnytimeBlend } from './anytime-blend';
import type { AnytimeBlendGame } from './anytime-blend';
import { logit } from './blend';
import { bestSingleFactor } from './one-sided-hold';

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('fitLogistic', () => {
  it('reproduces the two groups’ rates with an intercept and a 0/1 covariate (the exact maximum likelihood)', () => {
    // x = 0: one of four scored (25%); x = 1: three of four (75%). MLE: intercept logit(0.25) = -ln 3, slope 2 ln 3.
    const ys = [1, 0, 0, 0, 1, 1, 1, 0] as const;
    const rows = ys.map((y, i) => ({ x: [1, i < 4 ? 0 : 1], y }));
    const [a, b] = fitLogistic(rows, 0);
    expect(a).toBeCloseTo(-Math.log(3), 6);
    expect(b).toBeCloseTo(2 * Math.log(3), 6);
  });
});

describe('calibrationDeciles', () => {
  it('splits the forecasts by rank into equal bins: their mean forecast, rate and count', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ p: (i + 1) / 40, y: i % 2 === 1 ? 1 : 0 }));
    const d = calibrationDeciles([...rows].reverse());
    expect(d).toHaveLength(10);
    expect(d[0]).toMatchObject({ n: 2, rate: 0.5 });
    expect(d[0]!.meanP).toBeCloseTo(1.5 / 40, 12);
    expect(d[9]!.meanP).toBeCloseTo(19.5 / 40, 12);
  });
});

/**
 * Hand-made weeks drawn from a seeded generator: each player's true chance q; the book's implied probability is
 * 1.06 q moved by `marketNoise` on the logit scale, the model's is q moved by `modelNoise`.
 */
function league(marketNoise: number, modelNoise: number, weeks = 8, seed = 7): AnytimeBlendGame[] {
  const rand = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const games: AnytimeBlendGame[] = [];
  for (let week = 1; week <= weeks; week++)
    for (let g = 0; g < 6; g++)
      games.push({
        gameId: `w${week}g${g}`,
        week,
        players: Array.from({ length: 24 }, (_, i) => {
          const q = 0.04 + 0.5 * rand();
          return {
            player: `p${i}`,
            implied: Math.min(0.95, 1.06 * sigmoid(logit(q) + marketNoise * normal())),
            model: sigmoid(logit(q) + modelNoise * normal()),
            scored: rand() < q ? 1 : 0,
          };
        }),
      });
  return games;
}

describe('scoreAnytimeBlend: the model and the de-vigged market combined, walk-forward by week', () => {
  it("the fit for week w never sees week w's outcomes (nor later weeks')", () => {
    const games = league(0.6, 0.6, 5);
    const flipped = games.map((g) =>
      g.week >= 3
        ? {
            ...g,
            players: g.players.map((p) => ({ ...p, scored: p.scored === 1 ? (0 as const) : (1 as const) })),
          }
        : g,
    );
    const a = scoreAnytimeBlend(games, { boot: 0 })!;
    const b = scoreAnytimeBlend(flipped, { boot: 0 })!;
    const week = (r: typeof a, w: number) => r.predictions.filter((p) => p.week === w);
    const forecasts = (r: typeof a, w: number) => week(r, w).map(({ y: _y, ...rest }) => rest);
    expect(forecasts(b, 3)).toEqual(forecasts(a, 3));
    expect(b.byWeek.find((w) => w.week === 3)).toEqual(a.byWeek.find((w) => w.week === 3));
    // Week 3's outcomes are evidence for week 4: the flip must reach it (so the check above can fail).
    expect(forecasts(b, 4)).not.toEqual(forecasts(a, 4));
  });

  it('scores weeks with earlier evidence only; voids and players without a model probability are not scored', () => {
    const games = league(0.6, 0.6, 3);
    games[0]!.players[0] = { ...games[0]!.players[0]!, scored: null };
    const last = games[games.length - 1]!;
    last.players[0] = { ...last.players[0]!, model: null };
    last.players[1] = { ...last.players[1]!, scored: null };
    const r = scoreAnytimeBlend(games, { boot: 0 })!;
    expect(r.weeks).toEqual([2, 3]);
    expect(r.scored).toBe(12 * 24 - 2);
    expect(r.withoutEarlier).toBe(6 * 24 - 1);
    expect(r.withoutModel).toBe(1);
    expect(r.voids).toBe(2);
    // The flat factor of week 2 is the best single factor of week 1's settled players.
    const w1 = games.filter((g) => g.week === 1).flatMap((g) => g.players.filter((p) => p.scored !== null));
    expect(r.byWeek[0]!.factor).toBeCloseTo(
      bestSingleFactor(
        w1.map((p) => p.implied),
        w1.map((p) => p.scored!),
      ),
      12,
    );
    // The baseline is the best single factor on the scored players themselves (in sample).
    const scored = r.predictions;
    expect(r.baseline.factor).toBeCloseTo(
      bestSingleFactor(
        scored.map((p) => p.implied),
        scored.map((p) => p.y),
      ),
      12,
    );
  });

  it("with unmodelled 'market' a player without a model probability is scored at the flat factor's price", () => {
    const games = league(0.6, 0.6, 3);
    const last = games[games.length - 1]!;
    last.players[0] = { ...last.players[0]!, model: null };
    games[0]!.players[0] = { ...games[0]!.players[0]!, model: null };
    const skip = scoreAnytimeBlend(games, { boot: 0 })!;
    const r = scoreAnytimeBlend(games, { boot: 0, unmodelled: 'market' })!;
    expect(r.scored).toBe(12 * 24);
    expect(r.modelled).toBe(12 * 24 - 1);
    expect(skip.scored).toBe(12 * 24 - 1);
    const p = r.predictions.find((x) => x.gameId === last.gameId && x.player === 'p0')!;
    expect(p.hasModel).toBe(false);
    for (const m of ['model', 'marketLogistic', 'blend', 'gated', 'logistic'] as const)
      expect(p[m]).toBe(p.flat);
    // Week 2's flat factor saw week 1's unmodelled player too; the combinations did not.
    const w1 = games.filter((g) => g.week === 1).flatMap((g) => g.players);
    const factor = (ps: typeof w1) =>
      bestSingleFactor(
        ps.map((x) => x.implied),
        ps.map((x) => x.scored!),
      );
    expect(r.byWeek[0]!.factor).toBeCloseTo(factor(w1), 12);
    expect(skip.byWeek[0]!.factor).toBeCloseTo(factor(w1.filter((x) => x.model !== null)), 12);
    expect(r.byWeek[0]!.logistic).toEqual(skip.byWeek[0]!.logistic);
  });

  it('beats the baseline where the model knows what the market does not, the interval below zero', () => {
    const r = scoreAnytimeBlend(league(1.2, 0.2), { boot: 200 })!;
    expect(r.methods.logistic.vsBaseline.hi).toBeLessThan(0);
    expect(r.methods.blend.vsBaseline.hi).toBeLessThan(0);
    expect(r.methods.model.brier).toBeLessThan(r.methods.flat.brier);
  });

  it('a model of noise earns no weight through the gate: the gated blend is the flat factor walk-forward', () => {
    const r = scoreAnytimeBlend(league(0.1, 2.5), { boot: 50 })!;
    expect(r.byWeek.every((w) => w.gated.weight === 0 && w.gated.bias === 0)).toBe(true);
    expect(r.methods.gated.brier).toBeCloseTo(r.methods.flat.brier, 12);
    expect(r.methods.model.brier).toBeGreaterThan(r.methods.flat.brier);
  });

  it('nothing to score without a week after the first settled one', () => {
    expect(scoreAnytimeBlend(league(0.5, 0.5, 1), { boot: 0 })).toBeNull();
  });
});
