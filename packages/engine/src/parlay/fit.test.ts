import { describe, expect, it } from 'vitest';
import { buildHistory } from '../history';
import { normalQuantile, row } from '../hand-made-log';
import type { GameLogRow } from '../types';
import { pairKey } from './dependence';
import { dependenceFromScores, fitDependence, shrinkCorrelation } from './fit';
import type { PlayerGameScore } from './fit';

// Weyl sequences of different irrationals: deterministic, evenly spread, and (over many games) unrelated.
const frac = (x: number) => x - Math.floor(x);
const weyl = (k: number, alpha: number) =>
  normalQuantile(Math.min(0.999, Math.max(0.001, frac(0.5 + k * alpha))));

/**
 * 16 teams over two seasons of 17 weeks. Each team's WR's receiving yards are built to move with its QB's
 * passing yards (correlation 0.8 in the normal scores); its RB's rushing yards come from an unrelated sequence.
 */
function handMadeLog(): GameLogRow[] {
  const rows: GameLogRow[] = [];
  let k = 0;
  for (const season of [2018, 2019])
    for (let week = 1; week <= 17; week++)
      for (let t = 0; t < 16; t++) {
        k += 1;
        const team = `T${t}`;
        const opponent = `T${t ^ 1}`;
        const zq = weyl(k, 0.6180339887);
        const zw = weyl(k, 0.7548776662);
        const zr = weyl(k, 0.569840291);
        const base = { season, week, team, opponent };
        const receivingYards = Math.round(70 + 22 * (0.8 * zq + 0.6 * zw));
        rows.push(
          row({
            ...base,
            playerId: `${team}-qb`,
            position: 'QB',
            passingYards: Math.round(250 + 55 * zq),
            attempts: 35,
            completions: 22,
          }),
          row({
            ...base,
            playerId: `${team}-wr`,
            position: 'WR',
            receivingYards,
            receptions: Math.max(0, Math.round(receivingYards / 13)),
            targets: 8,
          }),
          row({
            ...base,
            playerId: `${team}-rb`,
            position: 'RB',
            rushingYards: Math.round(75 + 25 * zr),
            carries: 17,
          }),
        );
      }
  return rows;
}

describe('fitDependence on hand-made game logs', () => {
  const model = fitDependence(buildHistory(handMadeLog()), [2019]);
  const qb = { role: 'QB', statType: 'passing_yards' } as const;

  it('finds the pair built to move together', () => {
    const entry = model.pairs[pairKey('team', qb, { role: 'WR', statType: 'receiving_yards' })];
    expect(entry?.n).toBeGreaterThan(200);
    expect(entry?.correlation).toBeGreaterThan(0.5);
  });

  it('leaves the pair built independent at (or very near) 0', () => {
    const entry = model.pairs[pairKey('team', qb, { role: 'RB', statType: 'rushing_yards' })];
    expect(Math.abs(entry?.correlation ?? 0)).toBeLessThan(0.1);
  });
});

describe('dependenceFromScores', () => {
  const game = (i: number, zqb: number, zwr: number): PlayerGameScore[] => [
    { playerId: 'q', role: 'QB', team: 'A', opponent: 'B', season: 2020, week: i, z: { passing_yards: zqb } },
    {
      playerId: 'w',
      role: 'WR',
      team: 'A',
      opponent: 'B',
      season: 2020,
      week: i,
      z: { receiving_yards: zwr },
    },
  ];

  it('measures the correlation of the normal scores and drops a pair with too few games', () => {
    const many = Array.from({ length: 400 }, (_, i) => game(i, weyl(i, 0.618), weyl(i, 0.618))).flat();
    const key = pairKey(
      'team',
      { role: 'QB', statType: 'passing_yards' },
      { role: 'WR', statType: 'receiving_yards' },
    );
    expect(dependenceFromScores(many, [2020]).pairs[key]?.correlation).toBeGreaterThan(0.99);
    expect(dependenceFromScores(many.slice(0, 100), [2020]).pairs[key]).toBeUndefined();
  });
});

describe('shrinkCorrelation', () => {
  it('sets what the sample does not support to 0 and keeps what it does', () => {
    expect(shrinkCorrelation(0.1, 100)).toBe(0);
    expect(shrinkCorrelation(0.1, 5000)).toBeGreaterThan(0.09);
    expect(shrinkCorrelation(-0.3, 3000)).toBeLessThan(-0.29);
    expect(shrinkCorrelation(0.3, 3)).toBe(0);
  });
});
