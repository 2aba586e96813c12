import { oddsBoardApi } from '@edgeboard/ui/src/features/odds-board/odds-board.api';
import { oddsBoardFixture } from '@edgeboard/ui/src/features/odds-board/odds-board.fixture';
import { PICK_DIRECTIONS, PICK_VERDICTS } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { apiPact, bearer, dataOf, uiStore } from './harness';

// The provider's week 6 holds one prop with pulls (p01's): its pick opens to an all-star, its prices are fresh.
const [row] = oddsBoardFixture.rows;
if (!row?.pick) throw new Error('The odds board example needs a row with a pick');
const example = {
  ...oddsBoardFixture,
  rows: [
    {
      ...row,
      pick: { ...row.pick, call: oneOf(PICK_DIRECTIONS, 'over'), verdict: oneOf(PICK_VERDICTS, 'play') },
    },
  ],
};
const FRACTIONAL = ['line', 'overProbability', 'modelProbability', 'evPercent'];

describe('odds board (ui/src/features/odds-board/odds-board.api.ts)', () => {
  it('loads this week’s board for an all-star subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.picks)
      .uponReceiving('a request for the odds board')
      .withRequest('GET', '/api/odds-board', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(example, { fractional: FRACTIONAL })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          oddsBoardApi.endpoints.oddsBoard.initiate({}),
        );
        expect(dataOf(result).rows.length).toBeGreaterThan(0);
      });
  });

  it('answers 403 upgrade_required to a scout subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'scout' })
      .uponReceiving('a request for the odds board from a scout subscriber')
      .withRequest('GET', '/api/odds-board', (b) => b.query({ minEv: '2' }).headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('upgrade_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          oddsBoardApi.endpoints.oddsBoard.initiate({ minEv: 2 }),
        );
        expect(result.error).toMatchObject({ status: 403, code: 'upgrade_required' });
      });
  });

  it('answers 400 to a minimum EV that is not a number', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .uponReceiving('a request for the odds board with a bad minimum EV')
      .withRequest('GET', '/api/odds-board', (b) => b.query({ minEv: 'lots' }).headers(bearer()))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          oddsBoardApi.endpoints.oddsBoard.initiate({ minEv: 'lots' }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });
});
