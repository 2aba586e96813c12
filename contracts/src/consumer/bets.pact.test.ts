import { MatchersV3 } from '@pact-foundation/pact';
import { betsApi } from '@edgeboard/ui/src/features/bets/bets.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { apiPact, bearer, dataOf, uiStore } from './harness';

const PLAYER_EXAMPLE = 'pl-contract-1';
const BET_EXAMPLE = '3f0c5f8e-8d4b-4a59-9a63-2f6c1f1b7c11';

// The bet the states hold: entered by hand for week 18, so open in every world (no pick, no game yet, no result,
// no P/L, no close). Nullable fields are pinned as null this way: a Pact shape cannot say "a number or null".
// Bets on picks and settlement are covered by the API's tests (api/src/routes/bets) and the e2e journey.
const openBet = {
  id: MatchersV3.string(BET_EXAMPLE),
  pickId: null,
  sportsbook: 'DraftKings',
  odds: -110,
  stake: MatchersV3.number(1),
  player: 'Casey Receiver',
  playerId: MatchersV3.string(PLAYER_EXAMPLE),
  statType: 'receptions',
  line: MatchersV3.number(4.5),
  side: 'over',
  season: 2025,
  week: 18,
  gameId: null,
  placedAt: '2025-10-12T15:00:00.000Z',
  result: null,
  settledAt: null,
  profit: null,
  clv: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

const betsAnswer = {
  bets: [openBet],
  summary: {
    bets: 1,
    open: 1,
    won: 0,
    lost: 0,
    push: 0,
    staked: MatchersV3.number(0),
    profit: MatchersV3.number(0),
    roi: null,
    winRate: null,
    averageClv: null,
    clvCount: 0,
  },
  byStatType: [
    { statType: 'receptions', won: 1, lost: 0, push: 0, winRate: MatchersV3.number(1), profit: 0.91 },
  ],
  bankroll: [{ at: '2025-10-06T01:00:00.000Z', profit: 0.91, cumulative: 0.91 }],
};

const BY_HAND = {
  sportsbook: 'DraftKings',
  odds: -110,
  stake: 1,
  playerId: PLAYER_EXAMPLE,
  statType: 'receptions',
  line: 4.5,
  side: 'over',
  week: 18,
} as const;

const betPath = () => MatchersV3.fromProviderState('/api/bets/${betId}', `/api/bets/${BET_EXAMPLE}`);

describe('bets (ui/src/features/bets/bets.api.ts)', () => {
  it("loads the subscriber's bets and figures", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.bet, { tier: 'starting' })
      .uponReceiving("a request for a starting subscriber's bets")
      .withRequest('GET', '/api/bets', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(betsAnswer, { mayBeEmpty: ['byStatType', 'bankroll'] })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(betsApi.endpoints.bets.initiate());
        expect(dataOf(result).bets.length).toBeGreaterThan(0);
      });
  });

  it('records a bet by hand', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.bet, { tier: 'starting' })
      .uponReceiving('a request to record a bet by hand')
      .withRequest('POST', '/api/bets', (b) =>
        b.headers(bearer()).jsonBody({
          ...BY_HAND,
          playerId: MatchersV3.fromProviderState('${betPlayerId}', PLAYER_EXAMPLE),
        }),
      )
      .willRespondWith(201, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(openBet)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          betsApi.endpoints.createBet.initiate(BY_HAND),
        );
        expect(dataOf(result).result).toBeNull();
      });
  });

  it('answers 400 to odds between -100 and +100', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.bet, { tier: 'starting' })
      .uponReceiving('a request to record a bet at +50')
      .withRequest('POST', '/api/bets', (b) =>
        b.headers(bearer()).jsonBody({
          ...BY_HAND,
          odds: 50,
          playerId: MatchersV3.fromProviderState('${betPlayerId}', PLAYER_EXAMPLE),
        }),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          betsApi.endpoints.createBet.initiate({ ...BY_HAND, odds: 50 }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it("changes an open bet's stake", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.bet, { tier: 'starting' })
      .uponReceiving('a request to change the stake of an open bet')
      .withRequest('PATCH', betPath(), (b) => b.headers(bearer()).jsonBody({ stake: 2.5 }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf({ ...openBet, stake: MatchersV3.number(2.5) })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          betsApi.endpoints.updateBet.initiate({ id: BET_EXAMPLE, patch: { stake: 2.5 } }),
        );
        expect(dataOf(result).stake).toBe(2.5);
      });
  });

  it('deletes a bet', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.bet, { tier: 'starting' })
      .uponReceiving('a request to delete a bet')
      .withRequest('DELETE', betPath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ success: true }))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          betsApi.endpoints.deleteBet.initiate(BET_EXAMPLE),
        );
        expect(dataOf(result).success).toBe(true);
      });
  });

  it('answers 403 with its code to a scout', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'scout' })
      .uponReceiving("a scout's request for the bet tracker")
      .withRequest('GET', '/api/bets', (b) => b.headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('bets_upgrade_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(betsApi.endpoints.bets.initiate());
        expect(result.error).toMatchObject({ status: 403, code: 'bets_upgrade_required' });
      });
  });

  it('answers 403 with its code to a starting subscriber asking for the CSV export', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving("a starting subscriber's request for the bets CSV")
      .withRequest('GET', '/api/bets/export', (b) => b.headers(bearer()).query({ format: 'csv' }))
      .willRespondWith(403, (b) =>
        b.headers(JSON_CONTENT).jsonBody(apiErrorShape('bets_export_upgrade_required')),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(betsApi.endpoints.betsCsv.initiate());
        expect(result.error).toMatchObject({ status: 403, code: 'bets_export_upgrade_required' });
      });
  });
});
