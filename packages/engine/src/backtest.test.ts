import { describe, expect, it } from 'vitest';
import { BACKTEST_BANDS, runBacktest } from './backtest';
import { fitModel } from './fit';
import { handMadeLeague } from './hand-made-log';
import { buildHistory } from './history';
import { marketProxyProps } from './market-proxy';

const history = buildHistory(handMadeLeague([2050, 2051, 2052], 8));

describe('market proxy', () => {
  it('posts floor(median of the last 8) + 0.5 after 4 earlier games, above the volume thresholds', () => {
    const props = marketProxyProps(history, [2050]);
    const wr = props.filter((p) => p.playerId === 'AAA-wr' && p.statType === 'receiving_yards');
    // Weeks 1-4 have too few earlier games.
    expect(wr[0]?.week).toBe(5);
    const games = history.players
      .get('AAA-wr')!
      .games.slice(0, 4)
      .map((g) => g.receivingYards)
      .sort((a, b) => a - b);
    expect(wr[0]?.line).toBe(Math.floor((games[1]! + games[2]!) / 2) + 0.5);
    // QBs get passing props, never receiving ones; receivers never get passing ones.
    expect(props.some((p) => p.playerId === 'AAA-qb' && p.statType === 'passing_tds')).toBe(true);
    expect(props.some((p) => p.playerId === 'AAA-qb' && p.statType === 'receptions')).toBe(false);
    expect(props.some((p) => p.playerId === 'AAA-wr' && p.statType === 'passing_yards')).toBe(false);
  });
});

describe('runBacktest on a hand-made league', () => {
  it('replays a season against models fitted on earlier seasons only', () => {
    const report = runBacktest(history, { season: 2052 });
    expect(report.trainSeasons).toEqual([2050, 2051]);
    expect(report.picks).toBeGreaterThan(500);
    expect(report.bands.map((b) => b.band)).toEqual(BACKTEST_BANDS.map((b) => b.band));
    expect(report.bands.reduce((a, b) => a + b.n, 0)).toBe(report.picks);
    for (const v of [report.brier, report.ece, report.hitRate, report.baseline.brier]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    // The baseline is each stat type's over rate in the training seasons.
    const fitted = fitModel(history, { trainSeasons: [2050, 2051] });
    expect(report.model).toEqual(fitted);
    const overs = marketProxyProps(history, [2050, 2051]).filter((p) => p.statType === 'receiving_yards');
    expect(fitted.stats.receiving_yards.baselineOverRate).toBeCloseTo(
      overs.filter((p) => p.actual > p.line).length / overs.length,
      5,
    );
  });

  it('is identical when later seasons are present: nothing after the season is used', () => {
    const shorter = buildHistory(handMadeLeague([2050, 2051, 2052], 8).filter((r) => r.season <= 2051));
    const a = runBacktest(history, { season: 2051 });
    const b = runBacktest(shorter, { season: 2051 });
    expect(b).toEqual(a);
  });

  it('runs the earliest season with identity calibration and a flat baseline', () => {
    const report = runBacktest(history, { season: 2050 });
    expect(report.trainSeasons).toEqual([]);
    expect(report.picks).toBeGreaterThan(0);
    expect(report.byStat.every((s) => s.calibration === 'identity')).toBe(true);
    expect(report.baseline.brier).toBeCloseTo(0.25, 12);
  });
});
