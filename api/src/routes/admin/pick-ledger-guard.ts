// The ledger's rule at the API: once a pick's game has kicked off by the season clock (the demo season's clock
// locally), its pick can be neither edited nor deleted, even before the lock has been written to the row. A
// refusal by the database itself (a write that raced the lock) gets the same 409.
import {
  ConflictError,
  DomainError,
  NotFoundError,
  PICK_LOCKED_CODE,
  pickLockedMessage,
  toFeedItem,
  type AiPickRepository,
  type Clock,
  type PickWithGame,
} from '@edgeboard/domain';

/** Whether the pick's game has started at `now`: locked, no longer scheduled, or past its kickoff. */
export function hasKickedOff({ pick, game }: PickWithGame, now: Date): boolean {
  if (pick.locked_at) return true;
  if (!game) return false;
  return game.status !== 'scheduled' || Date.parse(game.kickoff) <= now.getTime();
}

function lockedConflict(found: PickWithGame): ConflictError {
  const item = toFeedItem(found);
  const kickoff = found.game ? `${item.time}, ${item.date}` : 'its scheduled time';
  return new ConflictError(pickLockedMessage(kickoff), PICK_LOCKED_CODE);
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
