// Deleting one of the owner's bets; anyone else's id is simply not found.
import { NotFoundError, type BetRepository } from '@edgeboard/domain';

export async function deleteBet(
  deps: { bets: Pick<BetRepository, 'delete'> },
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deps.bets.delete(userId, id))) throw new NotFoundError('Bet', id, 'Bet not found');
}
