// Changing an open bet's book, price, stake or time; a settled bet stays as it settled (409 `bet_settled`).
import { ConflictError, NotFoundError, type Bet, type BetUpdate } from '@edgeboard/domain';
import type { BetsDeps } from '../bets-deps';
import { assertPlacedBeforeKickoff } from '../bet-kickoff/bet-kickoff';
import { settleBets, toBet } from '../settle-bets/settle-bets';

export const BET_SETTLED_MESSAGE = 'This bet has settled and can no longer be changed.';

type UpdateBetDeps = Omit<BetsDeps, 'newId'>;

/** The user's bet as it stands now (settled if its game is graded); 404 for anyone else's. */
async function own(deps: UpdateBetDeps, userId: string, id: string): Promise<Bet> {
  const record = await deps.bets.get(userId, id);
  const [bet] = record ? await settleBets(deps, [record]) : [];
  if (!bet) throw new NotFoundError('Bet', id, 'Bet not found');
  return bet;
}

export async function updateBet(
  deps: UpdateBetDeps,
  userId: string,
  id: string,
  patch: BetUpdate,
): Promise<Bet> {
  const current = await own(deps, userId, id);
  if (current.result !== null) throw new ConflictError(BET_SETTLED_MESSAGE, 'bet_settled');
  if (patch.placedAt !== undefined)
    await assertPlacedBeforeKickoff(
      deps,
      { game_id: current.gameId, player_id: current.playerId, season: current.season, week: current.week },
      patch.placedAt,
    );
  const updated = await deps.bets.updateOpen(userId, id, {
    ...(patch.sportsbook !== undefined && { sportsbook: patch.sportsbook }),
    ...(patch.odds !== undefined && { odds: patch.odds }),
    ...(patch.stake !== undefined && { stake: patch.stake }),
    ...(patch.placedAt !== undefined && { placed_at: patch.placedAt }),
    updated_at: deps.clock.now().toISOString(),
  });
  // Settled between the read and the write.
  if (!updated) throw new ConflictError(BET_SETTLED_MESSAGE, 'bet_settled');
  const [bet] = await settleBets(deps, [updated]);
  return bet ?? toBet(updated, undefined);
}
