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

  it('answers the asked page, and figures over every bet, on the page or not', async () => {
    const { deps } = betsKit();
    const won = await recordBet(deps, starting, {
      ...{ pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: -110, stake: 2 },
      placedAt: '2025-09-20T12:00:00.000Z',
    });
    const open = await betOnPick(deps);
    // The graded bet is the older one: the first page of one holds the open bet alone.
    const first = await listBets(deps, starting.userId, { page: 1, pageSize: 1 });
    expect(first.bets.map((b) => b.id)).toEqual([open.id]);
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    // The won bet, settled on this read though off the page, is in every figure.
    expect(first.summary).toMatchObject({ bets: 2, open: 1, won: 1, staked: 2, profit: 1.82 });
    expect(first.byStatType).toHaveLength(1);
    expect(first.bankroll).toEqual([{ at: '2025-09-21T20:30:00.000Z', profit: 1.82, cumulative: 1.82 }]);
    const second = await listBets(deps, starting.userId, { page: 2, pageSize: 1 });
    expect(second.bets.map((b) => b.id)).toEqual([won.id]);
    expect(second.bets[0]).toMatchObject({ result: 'won', profit: 1.82 });
    expect((await listBets(deps, starting.userId, { page: 3, pageSize: 1 })).bets).toEqual([]);
  });
});
