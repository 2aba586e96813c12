import { describe, expect, it } from 'vitest';
import { betOnPick, betsKit, GRADED_PICK, OPEN_PICK, starting } from '../bets-test-kit';
import { recordBet } from '../record-bet/record-bet';
import { listBets } from './list-bets';

describe('the owner’s bets', () => {
  it('lists only the owner’s bets, newest placed first, with the settled ones’ figures', async () => {
    const { deps } = betsKit();
    const won = await recordBet(deps, starting, {
      ...{ pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: -110, stake: 2 },
      placedAt: '2025-09-20T12:00:00.000Z',
    });
    const open = await betOnPick(deps);
    await recordBet(
      deps,
      { ...starting, userId: 'u-other' },
      { pickId: OPEN_PICK, sportsbook: 'X', odds: 110, stake: 1 },
    );
    const answer = await listBets(deps, starting.userId);
    expect(answer.bets.map((b) => b.id)).toEqual([open.id, won.id]);
    expect(answer.summary).toMatchObject({ bets: 2, won: 1, staked: 2, profit: 1.82, roi: 0.91, winRate: 1 });
    expect(answer.bankroll).toEqual([{ at: '2025-09-21T20:30:00.000Z', profit: 1.82, cumulative: 1.82 }]);
  });
});
