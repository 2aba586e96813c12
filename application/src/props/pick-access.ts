// Who may open which pick: the decisions behind the feed, a pick's analysis and its line history. Picks of games
// started by the season clock are the public record, open to every tier; a capped tier's allowance covers the
// rest: the first `propFeedCap` picks of the season whose games have not started, by value (plays first, by EV
// then Edge Score: the domain's compareByValue), in all, not per week. The SQL repository answers the same question in one statement (ai-pick-feed.ts); the
// in-memory one and the dev mock ask these functions.
import {
  propFeedCap,
  topByValue,
  type CappedAccess,
  type Game,
  type PickWithGame,
  type SubscriptionState,
} from '@edgeboard/domain';

/** A signed-out caller: the free tier's allowance. */
export const ANONYMOUS_STATE: SubscriptionState = {
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin: false,
};

/** What the caller may open at `now`: undefined for an uncapped tier (everything). */
export function cappedAccess(state: SubscriptionState, now: string): CappedAccess | undefined {
  const cap = propFeedCap(state);
  return Number.isFinite(cap) ? { now, cap } : undefined;
}

/** Not started at `now`: still scheduled and kicking off after it. A pick without a game is neither. */
export function isUpcoming(game: Game | null, now: string): boolean {
  return game !== null && game.status === 'scheduled' && Date.parse(game.kickoff) > Date.parse(now);
}

/** Started by `now` (live, final, canceled, or past kick-off): the public record. */
export function isPublicRecord(game: Game | null, now: string): boolean {
  return game !== null && !isUpcoming(game, now);
}

/** Code-point order, as the database compares ISO times and ids (never the locale's). */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The ids of a capped tier's allowance among `picks` (every pick of every season is fine: it filters). */
export function allowanceIds(
  picks: readonly PickWithGame[],
  season: number,
  access: CappedAccess,
): Set<string> {
  const upcoming = picks
    .filter((p) => p.pick.season === season && isUpcoming(p.game, access.now))
    .map((p) => p.pick);
  return new Set(topByValue(upcoming, access.cap).map((p) => p.id));
}
