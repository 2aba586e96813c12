import type { ParlayPriceResponse } from '@edgeboard/domain';
import { parlayApi } from '@edgeboard/ui/src/lib/parlay/parlay.api';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { STATE } from '../states';
import { api, fromState, signedIn } from './interaction';

// The builder's call (ui/src/lib/parlay/parlay-sheet.tsx): a quarterback's and a receiver's priced picks of one
// game, and a pick of another game (STATE.parlayGame gives their ids and posted lines: the provider's kit, or
// the running world's upcoming book-priced picks); the example's figures are only its shape.
const QB = { pickId: 'pick-qb', line: 265.5 };
const WR = { pickId: 'pick-wr', line: 70.5 };
const OTHER = { pickId: 'pick-nyj', line: 55.5 };
/** A leg as the web app sends it, and as declared: its pick id and line filled in by the provider state. */
const leg = (name: string, example: { pickId: string; line: number }) => ({
  plain: { ...example, side: 'over' as const },
  declared: {
    pickId: fromState(`\${${name}PickId}`, { [`${name}PickId`]: example.pickId }),
    line: MatchersV3.fromProviderState(`\${${name}Line}`, example.line),
    side: 'over',
  },
});
const qb = leg('parlayQb', QB);
const wr = leg('parlayWr', WR);
const other = leg('parlayOther', OTHER);
const request = { legs: [qb.plain, wr.plain], price: 300 };
const declaredRequest = { legs: [qb.declared, wr.declared], price: 300 };
const example: ParlayPriceResponse = {
  ...{ gameId: 'g-kc', matchup: 'BUF @ KC' },
  legs: [
    {
      ...{ pickId: 'pick-qb', player: 'Kit Quarterback', playerId: 'qb', team: 'KC' },
      ...{ statType: 'passing_yards', line: 265.5, side: 'over', probability: 0.5012 },
    },
  ],
  ...{ jointProbability: 0.2805, fairOdds: 257, naiveProbability: 0.2504, naiveOdds: 299 },
  ...{ price: 300, evPercent: 12.2 },
  pairs: [
    {
      a: 0,
      b: 1,
      correlation: 0.3512,
      reason: 'Kit Quarterback passing yards and Kit Receiver receiving yards tend to rise together',
    },
  ],
  reasons: [
    'Together these legs win 28.1% of the time: 12% more likely than the naive product (25.0%) says.',
  ],
};
const FRACTIONAL = [
  'line',
  'probability',
  'jointProbability',
  'naiveProbability',
  'evPercent',
  'correlation',
];

describe('parlay pricing (ui/src/lib/parlay/parlay.api.ts)', () => {
  it('prices two legs of one game with a book price for an all-star subscriber', async () => {
    const priced = await api('a request to price a same-game parlay', signedIn('all-star'), STATE.parlayGame)
      .post('/api/parlays/price', declaredRequest)
      .answers(200, shapeOf(example, { fractional: FRACTIONAL, mayBeEmpty: ['pairs'] }))
      .data((ui) => ui.dispatch(parlayApi.endpoints.priceParlay.initiate(request)));
    expect(priced.legs.length).toBeGreaterThan(0);
  });

  it('answers 400 with a code to a leg of another game', () => {
    const plain = { legs: [qb.plain, other.plain] };
    return api(
      'a request to price a parlay with a leg of another game',
      signedIn('all-star'),
      STATE.parlayGame,
    )
      .post('/api/parlays/price', { legs: [qb.declared, other.declared] })
      .fails(400, 'different_games')
      .refuses((ui) => ui.dispatch(parlayApi.endpoints.priceParlay.initiate(plain)));
  });

  it('answers 403 advanced_stats_required below all-star', () =>
    api("a starting subscriber's request to price a parlay", signedIn('starting'), STATE.parlayGame)
      .post('/api/parlays/price', declaredRequest)
      .forbidden('advanced_stats_required')
      .refuses((ui) => ui.dispatch(parlayApi.endpoints.priceParlay.initiate(request))));
});
