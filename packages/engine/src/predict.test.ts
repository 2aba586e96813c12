import { describe, expect, it } from 'vitest';
import { normalPOver } from './distributions';
import { normalQuantile, row, spreadOrder } from './hand-made-log';
import { buildHistory } from './history';
import { predictProp } from './predict';
import { ENGINE_STAT_TYPES } from './types';
import type { GameLogRow } from './types';
import { handModel, league } from './predict-test-kit';

/**
 * 32 games in one season whose receiving yards are the 32 evenly spaced quantiles of N(mean, sd),
 * laid out as mirrored pairs (q, 31 - q) so every stretch of recent games averages about the mean.
 */
function normalPlayer(mean: number, sd: number): GameLogRow[] {
  const order = spreadOrder(16).flatMap((q) => [q, 31 - q]);
  return order.map((q, i) =>
    row({
      playerId: 'norm',
      season: 2030,
      week: i + 1,
      receivingYards: Math.round(mean + sd * normalQuantile((q + 0.5) / 32)),
      targets: 8,
      receptions: 5,
    }),
  );
}

describe('predictProp: known distributions', () => {
  it('recovers P(over) for a player whose yards follow a known normal distribution', () => {
    const history = buildHistory(normalPlayer(80, 25));
    // Spread fixed at the true 25 yards (variance 625), so this checks the mean and the tail probability.
    const p = predictProp(
      { playerId: 'norm', statType: 'receiving_yards', line: 95.5, season: 2030, week: 40, opponent: 'ZZZ' },
      history,
      handModel({ varianceCoefficients: [625, 0, 0, 0] }),
    );
    expect(p).not.toBeNull();
    const truth = normalPOver(80, 25, 95.5); // 0.268
    expect(Math.abs(p!.mean - 80)).toBeLessThan(1.5);
    expect(p!.sd).toBeCloseTo(25, 6);
    expect(Math.abs(p!.pOver - truth)).toBeLessThan(0.03);
    expect(p!.call).toBe('under');
    expect(p!.winProbability).toBeCloseTo(1 - p!.pOver, 3);
    expect(p!.edgeScore).toBe(Math.round(p!.winProbability * 100));
  });

  it("estimates the spread from the player's own games", () => {
    // Repeating 55, 105, 75, 85: mean 80, standard deviation sqrt(325) = 18.03.
    const pattern = [55, 105, 75, 85];
    const rows = Array.from({ length: 32 }, (_, i) =>
      row({ playerId: 'steady', season: 2030, week: i + 1, receivingYards: pattern[i % 4] ?? 0, targets: 7 }),
    );
    const p = predictProp(
      { playerId: 'steady', statType: 'receiving_yards', line: 79.5, season: 2031, week: 1, opponent: 'ZZZ' },
      buildHistory(rows),
      handModel(),
    )!;
    expect(Math.abs(p.mean - 80)).toBeLessThan(1.5);
    expect(Math.abs(p.sd - Math.sqrt(325))).toBeLessThan(1);
  });

  it('recovers the anytime-touchdown probability of a Poisson scorer', () => {
    // 40 games matching Poisson(0.5) frequencies: 24 zeros, 12 ones, 3 twos, 1 three (mean 0.525).
    const counts = [...Array<number>(24).fill(0), ...Array<number>(12).fill(1), 2, 2, 2, 3];
    const order = [...spreadOrder(32), 32, 33, 34, 35, 36, 37, 38, 39];
    const rows = order.map((slot, i) =>
      row({
        playerId: 'td',
        position: 'RB',
        season: 2030,
        week: i + 1,
        rushingTds: counts[(slot * 13) % 40] ?? 0,
        carries: 15,
      }),
    );
    const history = buildHistory(rows);
    const p = predictProp(
      { playerId: 'td', statType: 'touchdowns', line: 0.5, season: 2031, week: 1, opponent: 'ZZZ' },
      history,
      handModel(),
    );
    expect(p).not.toBeNull();
    expect(Math.abs(p!.pOver - (1 - Math.exp(-0.525)))).toBeLessThan(0.05);
  });

  it('words an anytime-touchdown record by the side it favours', () => {
    // Scored in 3 of his last 10 (and 1 in 3 before): a clear Under, whose support must not read "Scored in 3".
    const tds = [0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1];
    const rows = tds.map((n, i) =>
      row({ playerId: 'rare', position: 'WR', season: 2030, week: i + 1, receivingTds: n, targets: 6 }),
    );
    const p = predictProp(
      { playerId: 'rare', statType: 'touchdowns', line: 0.5, season: 2031, week: 1, opponent: 'ZZZ' },
      buildHistory(rows),
      handModel(),
    );
    expect(p?.call).toBe('under');
    expect(p?.analysis.supporting_factors).toContain('Held out of the end zone in 7 of his last 10 games');
    expect(p?.analysis.supporting_factors.join(' ')).not.toMatch(/Scored in/);
  });

  it('declines a player with too little history', () => {
    const rows = normalPlayer(50, 10).slice(0, 2);
    expect(
      predictProp(
        { playerId: 'norm', statType: 'receiving_yards', line: 45.5, season: 2030, week: 3, opponent: 'ZZZ' },
        buildHistory(rows),
        handModel(),
      ),
    ).toBeNull();
    expect(
      predictProp(
        { playerId: 'nobody', statType: 'receptions', line: 4.5, season: 2030, week: 3, opponent: 'ZZZ' },
        buildHistory(rows),
        handModel(),
      ),
    ).toBeNull();
  });

  it('maps the raw probability through the calibration', () => {
    const history = buildHistory(normalPlayer(80, 25));
    const prop = {
      playerId: 'norm',
      statType: 'receiving_yards' as const,
      line: 95.5,
      season: 2030,
      week: 40,
      opponent: 'ZZZ',
    };
    // A calibration that says over lines at this raw probability in fact hit 60% of the time.
    const model = handModel({
      calibration: { kind: 'isotonic', x: [0, 0.2, 0.4, 1], y: [0.01, 0.6, 0.6, 0.99] },
    });
    const p = predictProp(prop, history, model)!;
    expect(p.call).toBe('over');
    expect(p.winProbability).toBeCloseTo(0.6, 6);
    expect(p.edgeScore).toBe(60);
  });
});

describe('predictProp: walk-forward', () => {
  it('never reads the future: corrupting every row from the prop week on leaves the prediction identical', () => {
    // CCC's receiver sits out weeks 6-8, so the absence features are exercised too.
    const rows = league().filter(
      (r) => !(r.playerId === 'CCC-wr' && r.season === 2041 && r.week >= 6 && r.week <= 8),
    );
    const cut = { season: 2041, week: 9 };
    const isFuture = (r: GameLogRow) =>
      r.season > cut.season || (r.season === cut.season && r.week >= cut.week);
    const corrupted = rows.map((r) =>
      isFuture(r)
        ? {
            ...r,
            position: 'TE',
            team: r.team === 'AAA' ? 'BBB' : 'AAA',
            opponent: 'XXX',
            passingYards: r.passingYards * 9 + 400,
            attempts: 99,
            rushingYards: 999,
            carries: 50,
            receivingYards: 777,
            receptions: 30,
            targets: 40,
            rushingTds: 5,
            receivingTds: 4,
            passingTds: 7,
          }
        : r,
    );
    // Games from a season that has not happened yet, too.
    corrupted.push(row({ playerId: 'AAA-wr', season: 2042, week: 1, receivingYards: 5000, targets: 90 }));
    const clean = buildHistory(rows);
    const dirty = buildHistory(corrupted);
    const model = handModel({ meanCoefficients: [1, 0.3, 0.3, 0.1, 0.2, 0.5, 0.1, 0.2, -2, -0.1, 0.05] });
    let compared = 0;
    for (const statType of ENGINE_STAT_TYPES) {
      for (const player of ['AAA-qb', 'BBB-rb', 'CCC-wr', 'DDD-wr']) {
        const prop = { playerId: player, statType, line: 10.5, ...cut, opponent: 'AAA' };
        const a = predictProp(prop, clean, model);
        const b = predictProp(prop, dirty, model);
        expect(b).toEqual(a);
        if (a) compared++;
      }
    }
    expect(compared).toBe(24);
    const back = predictProp(
      { playerId: 'CCC-wr', statType: 'receptions', line: 4.5, ...cut, opponent: 'AAA' },
      clean,
      model,
    );
    expect(back?.features.missedGames).toBe(3);
    expect(back?.analysis.concerns.concat(back.analysis.supporting_factors).join('\n')).toMatch(
      /Back after missing his team's last 3 games/,
    );
    // And the corruption is visible one week later, so the test can fail.
    const later = {
      playerId: 'CCC-wr',
      statType: 'receiving_yards' as const,
      line: 60.5,
      season: 2041,
      week: 10,
      opponent: 'AAA',
    };
    expect(predictProp(later, dirty, model)?.mean).not.toEqual(predictProp(later, clean, model)?.mean);
  });
});
