// A pick's alt-line ladder (GET /api/props/{id}/ladder, issue #29 item 5): the engine's P(over) stored with the
// pick at publication, read at each line, beside the books' latest quotes at those lines, under the same
// access rule as the pick's analysis (pick-access.ts).
import {
  buildPriceLadder,
  ForbiddenError,
  NotFoundError,
  type AiPickRepository,
  type Clock,
  type PropLineRepository,
  type PropPriceLadder,
  type SubscriptionState,
} from '@edgeboard/domain';
import { cappedAccess } from '../pick-access';

export interface PropLadderDeps {
  picks: Pick<AiPickRepository, 'getWithGame'>;
  lines: Pick<PropLineRepository, 'history'>;
  seasonClock: Clock;
}

/** 404 for an unknown pick, 403 for one outside the caller's allowance. */
export async function getPropLadder(
  deps: PropLadderDeps,
  state: SubscriptionState,
  id: string,
): Promise<PropPriceLadder> {
  const now = deps.seasonClock.now();
  const found = await deps.picks.getWithGame(id, cappedAccess(state, now.toISOString()));
  if (!found) throw new NotFoundError('Prop', id, 'Prop not found');
  if (!found.open) throw new ForbiddenError();
  const { pick } = found;
  // A pick without a ladder (stored before it was kept) answers no rows, and needs no pulls.
  const pulls =
    pick.game_id && pick.price_ladder?.length
      ? await deps.lines.history({
          gameId: pick.game_id,
          statType: pick.stat_type,
          playerId: pick.player_id ?? null,
          player: pick.player,
        })
      : [];
  return buildPriceLadder(pick, pulls, now);
}
