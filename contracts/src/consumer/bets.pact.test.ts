import { MatchersV3 } from '@pact-foundation/pact';
import { betsApi } from '@edgeboard/ui/src/features/bets/bets.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { STATE } from '../states';
import { api, fromState, signedIn, type Given } from './interaction';

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
  total: 1,
  page: 1,
  pageSize: 50,
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

const betPath = fromState('/api/bets/${betId}', { betId: BET_EXAMPLE });
/** The hand-entered bet, on the player the state names. */
const byHand = (odds: number) => ({
  ...BY_HAND,
  odds,
  playerId: MatchersV3.fromProviderState('${betPlayerId}', PLAYER_EXAMPLE),
});
const starting: Given = [STATE.bet, { tier: 'starting' }];

describe('bets (ui/src/features/bets/bets.api.ts)', () => {
  it("loads a page of the subscriber's bets and the figures over all of them", async () => {
    const { bets, total } = await api("a request for a starting subscriber's bets", starting)
      .get('/api/bets', { page: '1', pageSize: '50' })
      .answers(200, shapeOf(betsAnswer, { mayBeEmpty: ['byStatType', 'bankroll'] }))
      .data((ui) => ui.dispatch(betsApi.endpoints.bets.initiate({ page: 1, pageSize: 50 })));
    expect(bets.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(bets.length);
  });

  it('answers 400 to a page larger than the API allows', () =>
    api('a request for 500 bets a page', starting)
      .get('/api/bets', { page: '1', pageSize: '500' })
      .invalid()
      .refuses((ui) => ui.dispatch(betsApi.endpoints.bets.initiate({ page: 1, pageSize: 500 }))));

  it('records a bet by hand', async () => {
    const bet = await api('a request to record a bet by hand', starting)
      .post('/api/bets', byHand(BY_HAND.odds))
      .answers(201, shapeOf(openBet))
      .data((ui) => ui.dispatch(betsApi.endpoints.createBet.initiate(BY_HAND)));
    expect(bet.result).toBeNull();
  });

  it('answers 400 to odds between -100 and +100', () =>
    api('a request to record a bet at +50', starting)
      .post('/api/bets', byHand(50))
      .invalid()
      .refuses((ui) => ui.dispatch(betsApi.endpoints.createBet.initiate({ ...BY_HAND, odds: 50 }))));

  it("changes an open bet's stake", async () => {
    const bet = await api('a request to change the stake of an open bet', starting)
      .patch(betPath, { stake: 2.5 })
      .answers(200, shapeOf({ ...openBet, stake: MatchersV3.number(2.5) }))
      .data((ui) =>
        ui.dispatch(betsApi.endpoints.updateBet.initiate({ id: BET_EXAMPLE, patch: { stake: 2.5 } })),
      );
    expect(bet.stake).toBe(2.5);
  });

  it('deletes a bet', async () => {
    const deleted = await api('a request to delete a bet', starting)
      .delete(betPath)
      .answers(200, { success: true })
      .data((ui) => ui.dispatch(betsApi.endpoints.deleteBet.initiate(BET_EXAMPLE)));
    expect(deleted.success).toBe(true);
  });

  it('answers 403 with its code to a scout', () =>
    api("a scout's request for the bet tracker", signedIn('scout'))
      .get('/api/bets', { page: '1', pageSize: '50' })
      .forbidden('bets_upgrade_required')
      .refuses((ui) => ui.dispatch(betsApi.endpoints.bets.initiate({ page: 1, pageSize: 50 }))));

  it('answers 403 with its code to a starting subscriber asking for the CSV export', () =>
    api("a starting subscriber's request for the bets CSV", signedIn('starting'))
      .get('/api/bets/export', { format: 'csv' })
      .forbidden('bets_export_upgrade_required')
      .refuses((ui) => ui.dispatch(betsApi.endpoints.betsCsv.initiate())));
});
