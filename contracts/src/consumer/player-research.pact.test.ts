import { buildPlayerResearch, calculatorAnswer, type PlayerResearchResponse } from '@edgeboard/domain';
import { playerResearchApi } from '@edgeboard/ui/src/features/player-research/player-research.api';
import { describe, expect, it } from 'vitest';
import { RESEARCH_GAME_LOGS, RESEARCH_GAMES, RESEARCH_PLAYER } from '../sample-data';
import { shapeOf } from '../shape';
import { SAMPLE_SEASON, SAMPLE_WEEK, STATE } from '../states';
import { api, fromState, signedIn } from './interaction';

// The research answer the seeded player gets at the sample week, built by the same domain rule as the API.
const homeTeam = new Map(RESEARCH_GAMES.map((g) => [g.id, g.home_team]));
const research: PlayerResearchResponse = {
  ...buildPlayerResearch({
    player: {
      id: RESEARCH_PLAYER.id,
      name: RESEARCH_PLAYER.name,
      position: RESEARCH_PLAYER.position,
      team: RESEARCH_PLAYER.team_name,
    },
    season: SAMPLE_SEASON,
    week: SAMPLE_WEEK,
    statType: 'receiving_yards',
    queryLine: 60.5,
    pick: null,
    logs: RESEARCH_GAME_LOGS,
    seasonLogs: RESEARCH_GAME_LOGS,
    homeOf: (gameId, team) => {
      const home = homeTeam.get(gameId);
      return home === undefined ? null : home === team;
    },
  }),
  // The seeded player missed no game (an empty list in the provider's answer); the example shows one's shape.
  missedGames: [{ season: SAMPLE_SEASON, week: 5, team: 'NYG', opponent: 'DAL' }],
  advanced: null,
  advancedLocked: true,
};
const calculation = calculatorAnswer(
  { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 },
  {
    ...{ opponent: 'DAL', player: { id: RESEARCH_PLAYER.id, name: RESEARCH_PLAYER.name } },
    ...{ pOver: 0.55, mean: 64.2, games: 12, feedWeight: 0 },
  },
);
const RESEARCH_FRACTIONS = ['rate', 'low', 'high', 'average', 'value', 'line'];
const CALCULATOR_FRACTIONS = ['over', 'under', 'margin', 'line', 'mean', 'feedWeight'];

const seeded = { researchPlayerId: RESEARCH_PLAYER.id };
const researchPath = fromState('/api/players/${researchPlayerId}/research', seeded);
const calculatorPath = fromState('/api/players/${researchPlayerId}/calculator', seeded);
const request = { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 } as const;

describe('player research (ui/src/features/player-research/player-research.api.ts)', () => {
  it("loads a player's research for a starting subscriber", async () => {
    const at = { statType: 'receiving_yards', line: 60.5 } as const;
    const answer = await api(
      "a request for a player's research at a line",
      signedIn('starting'),
      STATE.researchPlayer,
    )
      .get(researchPath, { statType: 'receiving_yards', line: '60.5' })
      .answers(200, shapeOf(research, { fractional: RESEARCH_FRACTIONS, mayBeEmpty: ['missedGames'] }))
      .data((ui) =>
        ui.dispatch(playerResearchApi.endpoints.playerResearch.initiate({ id: RESEARCH_PLAYER.id, ...at })),
      );
    expect(answer.hitRates[0]).toMatchObject({ window: 'L5', games: 5 });
  });

  it('answers 403 with a code to a plan below starting', () =>
    api("a scout's request for a player's research", signedIn('scout'), STATE.researchPlayer)
      .get(researchPath, { statType: 'receiving_yards' })
      .forbidden('upgrade_required')
      .refuses((ui) =>
        ui.dispatch(
          playerResearchApi.endpoints.playerResearch.initiate({
            id: RESEARCH_PLAYER.id,
            statType: 'receiving_yards',
          }),
        ),
      ));

  it('prices a line and prices for an all-star subscriber', async () => {
    const prices = await api('a prop calculator request', signedIn('all-star'), STATE.researchPlayer)
      .post(calculatorPath, request)
      .answers(200, shapeOf(calculation, { fractional: CALCULATOR_FRACTIONS }))
      .data((ui) =>
        ui.dispatch(
          playerResearchApi.endpoints.propCalculator.initiate({ id: RESEARCH_PLAYER.id, ...request }),
        ),
      );
    expect(prices.ev.over).toBeTypeOf('number');
  });

  it('answers 400 to a price that is not American odds', () => {
    const bad = { ...request, overOdds: 50 };
    return api(
      'a prop calculator request with a price between -100 and +100',
      signedIn('all-star'),
      STATE.researchPlayer,
    )
      .post(calculatorPath, bad)
      .invalid()
      .refuses((ui) =>
        ui.dispatch(playerResearchApi.endpoints.propCalculator.initiate({ id: RESEARCH_PLAYER.id, ...bad })),
      );
  });

  it('answers 403 with a code to the calculator below all-star', () =>
    api("a starting subscriber's prop calculator request", signedIn('starting'), STATE.researchPlayer)
      .post(calculatorPath, request)
      .forbidden('advanced_stats_required')
      .refuses((ui) =>
        ui.dispatch(
          playerResearchApi.endpoints.propCalculator.initiate({ id: RESEARCH_PLAYER.id, ...request }),
        ),
      ));
});
