// A pick's line history (issue #14 item 3): every pull of its prop across books, oldest first, under the same
// access rule as the pick's analysis (the public record for started games, the caller's allowance for the rest).
import {
  ForbiddenError,
  NotFoundError,
  propFeedCap,
  type AiPickRepository,
  type Clock,
  type PropLineHistory,
  type PropLineRepository,
  type SubscriptionState,
} from '@edgeboard/domain';

export class PropLinesService {
  constructor(
    private readonly picks: Pick<AiPickRepository, 'getWithGame'>,
    private readonly lines: Pick<PropLineRepository, 'history'>,
    private readonly seasonClock: Clock,
  ) {}

  /** Two statements: the pick with its game and access, then its prop's pulls. */
  async history(state: SubscriptionState, id: string): Promise<PropLineHistory> {
    const cap = propFeedCap(state);
    const now = this.seasonClock.now().toISOString();
    const access = Number.isFinite(cap) ? { now, cap } : undefined;
    const found = await this.picks.getWithGame(id, access);
    if (!found) throw new NotFoundError('Prop', id, 'Prop not found');
    if (!found.open) throw new ForbiddenError();
    const { pick, game } = found;
    // A pick without a game (hand-made before schedules were kept) has no prop to follow.
    const pulls = pick.game_id
      ? await this.lines.history({
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
}
