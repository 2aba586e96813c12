import { describe, expect, it } from 'vitest';
import { propFeatures } from '../features';
import { fitModel } from '../fit';
import { buildHistory } from '../history';
import { scoreFeatures } from '../score';
import type { GameLogRow } from '../types';
import { anytimeModel } from './anytime-model';
import { history } from './lines-backtest.fixture';

// The hand-made league of lines-backtest.fixture.ts: 2050 trains the model, 2051 is priced.
const line = (week: number, player: string, away = 'BAL', home = 'SEA') => ({
  season: 2051,
  week,
  awayTeam: away,
  homeTeam: home,
  player,
});

describe('anytimeModel: the engine’s own P(touchdowns over 0.5), priced as the lines backtest prices it', () => {
  it('is the calibrated P(over 0.5) of the model fitted on earlier seasons, from games before the week', () => {
    const r = anytimeModel(history, [line(3, 'Zay Flowers', 'SEA', 'BAL')], 2051);
    const model = fitModel(history, { trainSeasons: [2050] });
    const features = propFeatures(history, {
      playerId: 'bal-wr',
      statType: 'touchdowns',
      season: 2051,
      week: 3,
      opponent: 'SEA',
    });
    expect(r.trainSeasons).toEqual([2050]);
    expect(r.pModel[0]).toBeCloseTo(scoreFeatures(features!, 'touchdowns', 0.5, model).pOverCalibrated, 12);
    expect(r.pModel[0]).toBeGreaterThan(0);
    expect(r.pModel[0]).toBeLessThan(1);
  });

  it('leaves null, counted, a line matching no player and a player with too few earlier games', () => {
    const r = anytimeModel(
      history,
      [
        line(2, 'Tyler Lockett'),
        line(3, 'Jaxon Smith-Njigba', 'SEA', 'BAL'),
        line(2, 'Gabe Davis'),
        // Flowers' last game before week 2 was for BAL: a KC @ SEA list cannot be his.
        line(2, 'Zay Flowers', 'KC', 'SEA'),
      ],
      2051,
    );
    expect(r.pModel[0]).toBeNull();
    expect(r.pModel[1]).toBeNull(); // one earlier game by week 3
    expect(r.pModel[2]).not.toBeNull();
    expect(r.pModel[3]).toBeNull();
    expect(r.unmatched).toBe(2);
    expect(r.noHistory).toBe(1);
  });

  it('matches the player on his games before the week: a priced player without a box score that week keeps his', () => {
    const rows = [...history.players.values()].flatMap((p) => [...p.games]);
    const without = buildHistory(
      rows.filter((g) => !(g.playerId === 'bal-wr' && g.season === 2051 && g.week === 3)),
    );
    const lines = [line(3, 'Zay Flowers', 'SEA', 'BAL')];
    expect(anytimeModel(without, lines, 2051).pModel[0]).toBe(anytimeModel(history, lines, 2051).pModel[0]);
    expect(anytimeModel(without, lines, 2051).pModel[0]).not.toBeNull();
  });

  it("never reads the priced week's box score, nor a later one", () => {
    const base = [...history.players.values()].flatMap((p) => [...p.games]);
    // Flowers scores three touchdowns in weeks 3 and 4 of 2051 instead of his own.
    const changed = (from: number) =>
      buildHistory(
        base.map((g: GameLogRow) =>
          g.playerId === 'bal-wr' && g.season === 2051 && g.week >= from
            ? { ...g, receivingTds: 3, receptions: 9, receivingYards: 140 }
            : g,
        ),
      );
    const lines = [line(3, 'Zay Flowers', 'SEA', 'BAL')];
    const p = anytimeModel(history, lines, 2051).pModel[0];
    expect(anytimeModel(changed(3), lines, 2051).pModel[0]).toBe(p);
    // The same change from week 2 is before the priced week: it must move the probability (the test can fail).
    expect(anytimeModel(changed(2), lines, 2051).pModel[0]).not.toBe(p);
  });
});
