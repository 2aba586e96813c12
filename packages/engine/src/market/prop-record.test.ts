import { noVig } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { anchorDistribution } from './anchored';
import { scoreLadders } from './ladder-scores';
import { propRecord } from './prop-record';
import type { LineRow } from './lines-file';
import { SpreadTracker } from './spread-fit';

const shape = {
  statType: 'receiving_yards' as const,
  model: { varianceCoefficients: [60, 14, 0.06, 0.2] as [number, number, number, number] },
  playerVariance: 600,
};
const row = (sportsbook: string, line: number, overOdds: number, underOdds: number): LineRow => ({
  row: 2,
  season: 2061,
  week: 3,
  awayTeam: 'AAA',
  homeTeam: 'BBB',
  player: 'A Receiver',
  statType: 'receiving_yards',
  line,
  overOdds,
  underOdds,
  sportsbook,
});

describe('propRecord: each quote at its own line', () => {
  const posted = { line: 43.5, pOver: 0.5 };
  const dist = anchorDistribution({ ...shape, spreadScale: 1 }, posted.line, posted.pOver);

  it('a book at the posted line gets the published probability; one a line off reads the distribution there', () => {
    const atLine = propRecord(row('DraftKings', 43.5, -110, -110), 50, posted, dist);
    const gap = propRecord(row('Caesars', 44.5, -105, -115), 50, posted, dist);
    expect(atLine.p_over).toBe(0.5);
    expect(gap.p_over).toBeLessThan(0.5);
    expect(gap.p_over).toBeCloseTo(dist.pOver(44.5), 6);
    // Its market price is its own quote's, at its own line.
    expect(gap.market_p_over).toBeCloseTo(noVig(-105, -115)!.over, 12);
    expect(gap.ladder.map((s) => s.line)).toEqual([24.5, 34.5, 39.5, 49.5, 54.5, 64.5]);
  });
});

describe('scoreLadders and the spread fit', () => {
  // Outcomes that sit tight around the line: a narrower curve than the model's wins on the ladder.
  const actuals = [40, 47, 41, 46, 42, 45, 44, 43];
  const records = actuals.map((actual, i) => {
    const d = anchorDistribution({ ...shape, spreadScale: 1 }, 43.5, 0.5);
    return propRecord(
      { ...row('DraftKings', 43.5, -110, -110), row: i + 2 },
      actual,
      { line: 43.5, pOver: 0.5 },
      d,
    );
  });

  it('scores every moved line and fits the normal baseline its best spread in sample', () => {
    const s = scoreLadders(records);
    expect(s.n).toBe(actuals.length * 6);
    expect(s.byStat.receiving_yards!.n).toBe(s.n);
    // In sample the baseline spread shrinks to the tight outcomes' scale and beats the wide model curve.
    expect(s.baseline.sigmas.receiving_yards).toBeLessThan(10);
    expect(s.baseline.brier).toBeLessThan(s.brier);
  });

  it('the tracker keeps the model spread until enough props settle, then takes the best scale', () => {
    const t = new SpreadTracker('receiving_yards');
    const sample = (actual: number) => ({ shape, line: 43.5, pOver: 0.5, actual });
    t.addWeek(actuals.map(sample));
    expect(t.current()).toEqual({ spreadScale: 1 });
    t.addWeek(Array.from({ length: 8 }, () => actuals.map(sample)).flat());
    expect(t.evidence).toBe(72);
    expect(t.current().spreadScale).toBeLessThan(1);
  });
});
