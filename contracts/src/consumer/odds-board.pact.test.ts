import { oddsBoardApi } from '@edgeboard/ui/src/features/odds-board/odds-board.api';
import { oddsBoardFixture } from '@edgeboard/ui/src/features/odds-board/odds-board.fixture';
import { PICK_DIRECTIONS, PICK_VERDICTS } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { api, signedIn } from './interaction';

// The provider's week 6 holds one prop with pulls (p01's), on the game live at the season clock: started, so
// it has no best price (issue #28 item 4); its pick opens to an all-star.
const [row] = oddsBoardFixture.rows;
const [game] = oddsBoardFixture.games;
if (!row?.pick || !game) throw new Error('The odds board example needs a game and a row with a pick');
const example = {
  ...oddsBoardFixture,
  games: [{ ...game, started: true }],
  rows: [
    {
      ...row,
      started: true,
      bestOver: null,
      bestUnder: null,
      pick: { ...row.pick, call: oneOf(PICK_DIRECTIONS, 'over'), verdict: oneOf(PICK_VERDICTS, 'play') },
    },
  ],
};
const FRACTIONAL = ['line', 'overProbability', 'modelProbability', 'evPercent'];

describe('odds board (ui/src/features/odds-board/odds-board.api.ts)', () => {
  it('loads this week’s board for an all-star subscriber', async () => {
    const board = await api('a request for the odds board', signedIn('all-star'), STATE.picks)
      .get('/api/odds-board')
      .answers(200, shapeOf(example, { fractional: FRACTIONAL }))
      .data((ui) => ui.dispatch(oddsBoardApi.endpoints.oddsBoard.initiate({})));
    expect(board.rows.length).toBeGreaterThan(0);
  });

  it('answers 403 upgrade_required to a scout subscriber', () =>
    api('a request for the odds board from a scout subscriber', signedIn('scout'))
      .get('/api/odds-board', { minEv: '2' })
      .forbidden('upgrade_required')
      .refuses((ui) => ui.dispatch(oddsBoardApi.endpoints.oddsBoard.initiate({ minEv: 2 }))));

  it('answers 400 to a minimum EV that is not a number', () =>
    api('a request for the odds board with a bad minimum EV', signedIn('starting'))
      .get('/api/odds-board', { minEv: 'lots' })
      .invalid()
      .refuses((ui) => ui.dispatch(oddsBoardApi.endpoints.oddsBoard.initiate({ minEv: 'lots' }))));
});
