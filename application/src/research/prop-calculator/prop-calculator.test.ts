import {
  ADVANCED_STATS_UPGRADE_CODE,
  CALCULATOR_PRICES_LABEL,
  ConflictError,
  NotFoundError,
  PropCalculatorResponse,
} from '@edgeboard/domain';
import { predictProp } from '@edgeboard/engine';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { researchKit } from '../research-test-kit';
import { NO_PROJECTION_MESSAGE, propCalculator } from './prop-calculator';

const request = { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 } as const;

describe('the prop calculator', () => {
  it('is all-star’s: starting gets a 403 advanced_stats_required', async () => {
    const { deps } = researchKit();
    await expect(propCalculator(deps, kitState('starting'), 'p1', request)).rejects.toMatchObject({
      code: ADVANCED_STATS_UPGRADE_CODE,
    });
  });

  it('refuses an unknown player (404) and a player whose team has no game this week (409)', async () => {
    const { deps } = researchKit();
    const allStar = kitState('all-star');
    await expect(propCalculator(deps, allStar, 'nobody', request)).rejects.toThrow(NotFoundError);
    const bye = propCalculator(deps, allStar, 'p3', request);
    await expect(bye).rejects.toThrow(ConflictError);
    await expect(bye).rejects.toThrow(NO_PROJECTION_MESSAGE);
  });

  it('prices the typed line with the engine’s own distribution for the player, whatever prices are typed', async () => {
    const { deps } = researchKit();
    const allStar = kitState('all-star');
    const low = { ...request, line: 40.5 };
    const even = await propCalculator(deps, allStar, 'p1', low);
    expect(PropCalculatorResponse.safeParse(even).success).toBe(true);
    expect(even.probability.over + even.probability.under).toBeCloseTo(1, 12);
    // The engine's view, not the prices' no-vig split (50% at -110/-110) handed back.
    const data = await deps.week.data(2025, 6);
    const engine = predictProp(
      { playerId: 'p1', statType: 'receiving_yards', line: 40.5, season: 2025, week: 6, opponent: 'BUF' },
      data.history,
      deps.week.model,
    );
    expect(even.probability.over).toBe(engine?.modelPOverCalibrated);
    expect(even.probability.over).toBeGreaterThan(0.6);
    expect(even.marketProbability).toEqual({ over: 0.5, under: 0.5 });
    expect(even.source).toMatchObject({
      ...{ kind: 'engine_projection', player: { id: 'p1', name: 'Rashee Rice' } },
      ...{ mean: engine?.mean, games: engine?.features.games, feedWeight: 0 },
    });
    // The prices no longer decide the probability.
    const other = await propCalculator(deps, allStar, 'p1', { ...low, overOdds: 150, underOdds: -190 });
    expect(other.probability).toEqual(even.probability);
  });

  it("answers the alt-line ladder from the engine's distribution through its probability at the typed line", async () => {
    const { deps } = researchKit();
    const answer = await propCalculator(deps, kitState('all-star'), 'p1', { ...request, line: 40.5 });
    const ladder = answer.ladder ?? [];
    // Receiving yards: -20, -10, -5, +5, +10, +20 around 40.5, and the line itself.
    expect(ladder.map((r) => r.line)).toEqual([20.5, 30.5, 35.5, 40.5, 45.5, 50.5, 60.5]);
    const typed = ladder.find((r) => r.posted);
    expect(typed).toMatchObject({ line: 40.5, pOver: answer.probability.over });
    expect(typed?.quotes).toEqual([
      {
        book: CALCULATOR_PRICES_LABEL,
        overOdds: request.overOdds,
        underOdds: request.underOdds,
        overEv: answer.ev.over,
        underEv: answer.ev.under,
      },
    ]);
    for (let i = 1; i < ladder.length; i++) expect(ladder[i]!.pOver).toBeLessThan(ladder[i - 1]!.pOver);
  });

  it('finds positive EV on the side a typed price undervalues against the engine’s view', async () => {
    const { deps } = researchKit();
    const allStar = kitState('all-star');
    const even = await propCalculator(deps, allStar, 'p1', request);
    const side = even.probability.over > 0.5 ? 'over' : 'under';
    // A price 40 points longer than the engine's fair odds on its favoured side, the other side at -110.
    const longer = Math.round(even.fairOdds[side]) + 40;
    const typed =
      side === 'over' ? { overOdds: longer, underOdds: -110 } : { overOdds: -110, underOdds: longer };
    const answer = await propCalculator(deps, allStar, 'p1', { ...request, ...typed });
    expect(answer.ev[side]).toBeGreaterThan(0);
    expect(answer.ev[side === 'over' ? 'under' : 'over']).toBeLessThan(0);
    expect(answer.probability.over + answer.probability.under).toBeCloseTo(1, 12);
  });
});
