// The ledger's rule for the back office: once a pick's game has kicked off by the season clock (the demo
// season's clock locally), its pick can be neither edited nor deleted, even before the lock has been written to
// the row. A refusal by the store itself (a write that raced the lock) gets the same 409.
import {
  ConflictError,
  DomainError,
  NotFoundError,
  hasKickedOff,
  PICK_LOCKED_CODE,
  pickLockedMessageFor,
  type AiPickRepository,
  type Clock,
  type PickWithGame,
} from '@edgeboard/domain';

function lockedConflict(found: PickWithGame): ConflictError {
  return new ConflictError(pickLockedMessageFor(found), PICK_LOCKED_CODE);
}

/**
 * Reads the pick with its game and refuses (404, or 409 once kicked off) before any write; then runs `write`,
 * turning the database's own refusal into the same 409.
 */
export async function whileEditable<T>(
  picks: Pick<AiPickRepository, 'getWithGame'>,
  seasonClock: Clock,
  id: string,
  write: (found: PickWithGame) => Promise<T>,
): Promise<T> {
  const found = await picks.getWithGame(id);
  if (!found) throw new NotFoundError('AI pick', id);
  if (hasKickedOff(found, seasonClock.now())) throw lockedConflict(found);
  try {
    return await write(found);
  } catch (err) {
    if (err instanceof DomainError && err.code === PICK_LOCKED_CODE) throw lockedConflict(found);
    throw err;
  }
}
