// The feed over the in-memory picks, answered as the SQL repository answers it (adapters/src/sql/repositories/
// ai-pick-feed.ts): its filters, who may open what (asked of props/pick-access.ts) and its order.
import {
  isPlay,
  type CappedAccess,
  type Page,
  type PickFeedFilter,
  type PickFeedQuery,
  type PickFeedSortField,
  type PickWithGame,
} from '@edgeboard/domain';
import { allowanceIds, isPublicRecord, isUpcoming } from '../props/pick-access';
import { ordered, type Key } from './ai-pick-rows';

const pickId = (p: PickWithGame) => p.pick.id;

const FEED_KEYS: Record<PickFeedSortField, (p: PickWithGame) => Key> = {
  confidence: (p) => p.pick.confidence,
  created_at: (p) => p.pick.created_at,
  stat_type: (p) => p.pick.stat_type,
  start_time: (p) => p.game?.kickoff ?? null,
  ev: (p) => p.pick.ev ?? null,
};

/** Plays first when asked, then the feed's field (`ev`: EV then Edge Score), ties by id in the sort's direction. */
function feedOrder(rows: PickWithGame[], q: PickFeedQuery): PickWithGame[] {
  const keys = q.sortBy === 'ev' ? [FEED_KEYS.ev, FEED_KEYS.confidence] : [FEED_KEYS[q.sortBy]];
  const sorted = ordered(rows, (p) => keys.map((k) => k(p)), q.sortOrder, pickId);
  if (!q.playsFirst) return sorted;
  const play = (p: PickWithGame) => isPlay(p.pick);
  return [...sorted.filter(play), ...sorted.filter((p) => !play(p))];
}

function matchesFeed(p: PickWithGame, f: PickFeedFilter): boolean {
  const { pick, game } = p;
  const player = f.player?.trim().toLowerCase();
  return (
    (f.season === undefined || pick.season === f.season) &&
    (f.week === undefined || pick.week === f.week) &&
    (f.minConfidence === undefined || pick.confidence >= f.minConfidence) &&
    (f.statTypes === undefined || f.statTypes.includes(pick.stat_type)) &&
    (!player || pick.player.toLowerCase().includes(player)) &&
    (f.gameStatuses === undefined || (game !== null && f.gameStatuses.includes(game.status))) &&
    (f.ids === undefined || f.ids.includes(pick.id)) &&
    (!f.playsOnly || isPlay(pick)) &&
    (f.upcomingAt === undefined || isUpcoming(game, f.upcomingAt))
  );
}

/** Whether the caller may open a pick: the public record, or a pick inside the allowance of `season`. */
export function openTest(
  all: PickWithGame[],
  access: CappedAccess,
  season: number,
): (p: PickWithGame) => boolean {
  const allowed = allowanceIds(all, season, access);
  return (p) => isPublicRecord(p.game, access.now) || allowed.has(p.pick.id);
}

/** One page of the feed among `all` the picks, with the count of every pick its filters match. */
export function feedPage(all: PickWithGame[], q: PickFeedQuery): Page<PickWithGame> {
  const matching = all.filter((p) => matchesFeed(p, q));
  const open = q.openTo ? openTest(all, q.openTo, q.openTo.season) : () => true;
  const sorted = feedOrder(matching.filter(open), q);
  const offset = Math.max(0, q.offset);
  return { data: sorted.slice(offset, offset + Math.max(0, q.limit)), count: matching.length };
}
