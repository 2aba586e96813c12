// A pick's line history (GET /api/props/{id}/lines, issue #14 item 3): every pull of its prop across books,
// oldest first, under the same access rule as the pick's analysis (pick-access.ts).
import {
  ForbiddenError,
  NotFoundError,
  type AiPickRepository,
  type Clock,
  type PropLineHistory,
  type PropLineRepository,
  type SubscriptionState,
} from '@edgeboard/domain';
import { cappedAccess } from '../pick-access';

export interface PropLineHistoryDeps {
  picks: Pick<AiPickRepository, 'getWithGame'>;
  lines: Pick<PropLineRepository, 'history'>;
  seasonClock: Clock;
}

/** Two repository calls: the pick with its game and access, then its prop's pulls. */
export async function getPropLineHistory(
  deps: PropLineHistoryDeps,
  state: SubscriptionState,
  id: string,
): Promise<PropLineHistory> {
  const now = deps.seasonClock.now().toISOString();
  const found = await deps.picks.getWithGame(id, cappedAccess(state, now));
  if (!found) throw new NotFoundError('Prop', id, 'Prop not found');
  if (!found.open) throw new ForbiddenError();
  const { pick, game } = found;
  // A pick without a game (hand-made before schedules were kept) has no prop to follow.
  const pulls = pick.game_id
    ? await deps.lines.history({
        gameId: pick.game_id,
        statType: pick.stat_type,
        playerId: pick.player_id ?? null,
        player: pick.player,
      })
    : [];
  return {
    pickId: pick.id,
    publishedAt: pick.created_at,
    kickoff: game?.kickoff ?? null,
    // The posted book: its line and prices are the pick's, and its close is the pick's close.
    pickBook: pick.sportsbook ?? null,
    pulls,
    asOf: now,
  };
}
