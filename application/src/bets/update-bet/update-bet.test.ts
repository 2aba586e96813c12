import { ConflictError, NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { betOnPick, betsKit, EARLY, GRADED_PICK, REAL_NOW, starting } from '../bets-test-kit';
import { updateBet } from './update-bet';

const later = '2026-01-06T10:00:00.000Z';

describe('changing a bet', () => {
  it('changes an open bet’s book, price, stake and time, and stamps it', async () => {
    const { deps } = betsKit();
    const bet = await betOnPick(deps);
    deps.clock = { now: () => new Date(later) };
    const placedAt = '2025-10-12T18:00:00.000Z';
    expect(
      await updateBet(deps, starting.userId, bet.id, { odds: -105, stake: 2.5, placedAt }),
    ).toMatchObject({
      ...{ sportsbook: 'BetMGM', odds: -105, stake: 2.5, placedAt, createdAt: REAL_NOW, updatedAt: later },
    });
  });

  it('refuses a settled bet (409 bet_settled) and anyone else’s (404), changing nothing', async () => {
    const { deps } = betsKit();
    const settled = await betOnPick(deps, GRADED_PICK, EARLY);
    await expect(updateBet(deps, starting.userId, settled.id, { stake: 5 })).rejects.toMatchObject({
      code: 'bet_settled',
      message: 'This bet has settled and can no longer be changed.',
    });
    await expect(updateBet(deps, 'someone-else', settled.id, { stake: 5 })).rejects.toThrow(NotFoundError);
    expect((await deps.bets.get(starting.userId, settled.id))?.stake).toBe(1);
  });

  it('refuses moving an open bet’s placed time to or past its game’s kickoff (409 bet_after_kickoff)', async () => {
    const { deps } = betsKit();
    const bet = await betOnPick(deps);
    // The open pick's game (g7) kicks off 2025-10-19T17:00Z.
    for (const placedAt of ['2025-10-19T17:00:00.000Z', '2025-10-20T09:00:00.000Z'])
      await expect(updateBet(deps, starting.userId, bet.id, { placedAt })).rejects.toMatchObject({
        code: 'bet_after_kickoff',
      });
    expect((await deps.bets.get(starting.userId, bet.id))?.placed_at).toBe(bet.placedAt);
  });

  it('refuses a bet that settles while it is being changed', async () => {
    const { deps } = betsKit();
    const bet = await betOnPick(deps);
    const updateOpen = deps.bets.updateOpen.bind(deps.bets);
    deps.bets.updateOpen = async (userId, id, patch) => {
      await deps.bets.settle(id, { result: 'won', settled_at: later });
      return updateOpen(userId, id, patch);
    };
    await expect(updateBet(deps, starting.userId, bet.id, { stake: 5 })).rejects.toThrow(ConflictError);
  });
});
