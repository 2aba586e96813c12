import { NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { betOnPick, betsKit, starting } from '../bets-test-kit';
import { deleteBet } from './delete-bet';

describe('deleting a bet', () => {
  it('deletes the owner’s bet; anyone else’s id, or a deleted one, is not found', async () => {
    const { deps } = betsKit();
    const bet = await betOnPick(deps);
    await expect(deleteBet(deps, 'u-other', bet.id)).rejects.toThrow(NotFoundError);
    await deleteBet(deps, starting.userId, bet.id);
    expect(await deps.bets.forUser(starting.userId)).toEqual([]);
    await expect(deleteBet(deps, starting.userId, bet.id)).rejects.toThrow('Bet not found');
  });
});
