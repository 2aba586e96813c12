import { MatchersV3 } from '@pact-foundation/pact';
import { buildPlayerResearch, calculatorAnswer, type PlayerResearchResponse } from '@edgeboard/domain';
import { playerResearchApi } from '@edgeboard/ui/src/features/player-research/player-research.api';
import { describe, expect, it } from 'vitest';
import { RESEARCH_GAME_LOGS, RESEARCH_GAMES, RESEARCH_PLAYER } from '../sample-data';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { SAMPLE_SEASON, SAMPLE_WEEK, STATE } from '../states';
import { apiPact, bearer, dataOf, uiStore } from './harness';

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
  { opponent: 'DAL', pOver: 0.52, modelPOver: 0.55 },
);
const RESEARCH_FRACTIONS = ['rate', 'low', 'high', 'average', 'value', 'line'];
const CALCULATOR_FRACTIONS = ['over', 'under', 'margin', 'line'];

const researchPath = MatchersV3.fromProviderState(
  '/api/players/${researchPlayerId}/research',
  `/api/players/${RESEARCH_PLAYER.id}/research`,
);
const calculatorPath = MatchersV3.fromProviderState(
  '/api/players/${researchPlayerId}/calculator',
  `/api/players/${RESEARCH_PLAYER.id}/calculator`,
);
const request = { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 } as const;

describe('player research (ui/src/features/player-research/player-research.api.ts)', () => {
  it("loads a player's research for a starting subscriber", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .given(STATE.researchPlayer)
      .uponReceiving("a request for a player's research at a line")
      .withRequest('GET', researchPath, (b) =>
        b.query({ statType: 'receiving_yards', line: '60.5' }).headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(shapeOf(research, { fractional: RESEARCH_FRACTIONS, mayBeEmpty: ['missedGames'] })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playerResearchApi.endpoints.playerResearch.initiate({
            id: RESEARCH_PLAYER.id,
            statType: 'receiving_yards',
            line: 60.5,
          }),
        );
        expect(dataOf(result).hitRates[0]).toMatchObject({ window: 'L5', games: 5 });
      });
  });

  it('answers 403 with a code to a plan below starting', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'scout' })
      .given(STATE.researchPlayer)
      .uponReceiving("a scout's request for a player's research")
      .withRequest('GET', researchPath, (b) => b.query({ statType: 'receiving_yards' }).headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('upgrade_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playerResearchApi.endpoints.playerResearch.initiate({
            id: RESEARCH_PLAYER.id,
            statType: 'receiving_yards',
          }),
        );
        expect(result.error).toMatchObject({ status: 403, code: 'upgrade_required' });
      });
  });

  it('prices a line and prices for an all-star subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.researchPlayer)
      .uponReceiving('a prop calculator request')
      .withRequest('POST', calculatorPath, (b) =>
        b.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody(request),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(calculation, { fractional: CALCULATOR_FRACTIONS })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playerResearchApi.endpoints.propCalculator.initiate({ id: RESEARCH_PLAYER.id, ...request }),
        );
        expect(dataOf(result).ev.over).toBeTypeOf('number');
      });
  });

  it('answers 400 to a price that is not American odds', async () => {
    const bad = { ...request, overOdds: 50 };
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.researchPlayer)
      .uponReceiving('a prop calculator request with a price between -100 and +100')
      .withRequest('POST', calculatorPath, (b) =>
        b.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody(bad),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playerResearchApi.endpoints.propCalculator.initiate({ id: RESEARCH_PLAYER.id, ...bad }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('answers 403 with a code to the calculator below all-star', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .given(STATE.researchPlayer)
      .uponReceiving("a starting subscriber's prop calculator request")
      .withRequest('POST', calculatorPath, (b) =>
        b.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody(request),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('advanced_stats_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          playerResearchApi.endpoints.propCalculator.initiate({ id: RESEARCH_PLAYER.id, ...request }),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });
});
