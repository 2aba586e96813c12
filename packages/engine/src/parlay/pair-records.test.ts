import { describe, expect, it } from 'vitest';
import type { RecordPlayer } from '../market/lines-backtest';
import type { PropRecord } from '../market/prop-record';
import { INDEPENDENT_MODEL, pairKey } from './dependence';
import type { DependenceModel } from './dependence';
import { pairRecords } from './pair-records';
import { scorePairs } from './pair-scores';
import type { PairRecord } from './pair-records';

const rec = (over: Partial<PropRecord>): PropRecord => ({
  season: 2023,
  week: 1,
  away_team: 'GB',
  home_team: 'CHI',
  player: 'Jordan Love',
  stat_type: 'passing_yards',
  line: 212.5,
  over_odds: -110,
  under_odds: -110,
  sportsbook: 'book',
  actual: 245,
  market_p_over: 0.5,
  p_over: 0.55,
  ladder: [],
  ...over,
});
const who = (playerId: string, team: string, position: string): RecordPlayer => ({
  playerId,
  team,
  opponent: team === 'GB' ? 'CHI' : 'GB',
  position,
});
const model: DependenceModel = {
  fittedOn: [2022],
  pairs: {
    [pairKey('team', { role: 'QB', statType: 'passing_yards' }, { role: 'WR', statType: 'receiving_yards' })]:
      {
        correlation: 0.3,
        raw: 0.3,
        n: 5000,
      },
  },
};

describe('pairRecords', () => {
  const records = [
    rec({}),
    rec({ player: 'Christian Watson', stat_type: 'receiving_yards', line: 45.5, actual: 60, p_over: 0.48 }),
    rec({ player: 'Justin Fields', line: 182.5, actual: 182.5 }), // pushed
    rec({ player: 'DJ Moore', stat_type: 'receiving_yards', line: 55.5, actual: null }), // unmatched
    rec({ player: 'Cole Kmet', stat_type: 'receptions', line: 3.5, actual: 2, market_p_over: null }), // one-sided
    rec({ line: 220.5, p_over: 0.5 }), // another quote of the first prop
  ];
  const players = [
    who('qb1', 'GB', 'QB'),
    who('wr1', 'GB', 'WR'),
    who('qb2', 'CHI', 'QB'),
    null,
    who('te1', 'CHI', 'TE'),
    who('qb1', 'GB', 'QB'),
  ];

  it('writes one record per pair of settled two-sided props of a game, the four joints summing to 1', () => {
    const pairs = pairRecords(records, players, model);
    expect(pairs).toHaveLength(2);
    const [first] = pairs;
    expect(Object.keys(first ?? {})).toEqual(['week', 'away_team', 'home_team', 'legs', 'p_over', 'p_joint']);
    expect(first?.legs).toEqual([
      { player: 'Jordan Love', team: 'GB', stat_type: 'passing_yards', line: 212.5, actual: 245 },
      { player: 'Christian Watson', team: 'GB', stat_type: 'receiving_yards', line: 45.5, actual: 60 },
    ]);
    expect(first?.p_over).toEqual([0.55, 0.48]);
    for (const p of pairs) {
      const j = p.p_joint;
      expect(j.over_over + j.over_under + j.under_over + j.under_under).toBeCloseTo(1, 12);
    }
    expect(first?.p_joint.over_over).toBeGreaterThan(0.55 * 0.48 + 0.02);
  });

  it('is the product of the marginals under independence', () => {
    const [first] = pairRecords(records, players, INDEPENDENT_MODEL);
    expect(first?.p_joint.over_over).toBeCloseTo(0.55 * 0.48, 6);
    expect(first?.p_joint.under_under).toBeCloseTo(0.45 * 0.52, 6);
  });
});

describe('scorePairs', () => {
  // Pairs whose legs always land together: the joint that says so beats the naive product.
  const pair = (week: number, over: boolean): PairRecord => ({
    week,
    away_team: 'A',
    home_team: 'B',
    legs: [
      { player: 'q', team: 'A', stat_type: 'passing_yards', line: 200.5, actual: over ? 250 : 150 },
      { player: 'w', team: 'A', stat_type: 'receiving_yards', line: 50.5, actual: over ? 80 : 20 },
    ],
    p_over: [0.5, 0.5],
    p_joint: { over_over: 0.4, over_under: 0.1, under_over: 0.1, under_under: 0.4 },
  });
  const pairs = Array.from({ length: 40 }, (_, i) => pair(1 + (i % 10), i % 2 === 0));

  it('scores the joint below the naive product with a deterministic interval excluding 0', () => {
    const s = scorePairs(pairs);
    expect(s.sameTeam.n).toBe(40);
    expect(s.opposing.n).toBe(0);
    expect(s.sameTeam.naive).toBeCloseTo(0.75, 12);
    expect(s.sameTeam.joint).toBeCloseTo(0.6 ** 2 + 0.4 ** 2 + 0.1 ** 2 * 2, 12);
    expect(s.sameTeam.interval[0]).toBeGreaterThan(0);
    expect(scorePairs(pairs)).toEqual(s);
    expect(s.calibration.reduce((n, c) => n + c.n, 0)).toBe(160);
  });
});
