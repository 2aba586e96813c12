// The prop feed (GET /api/props/prop-feed), enforced on the server (the UI only mirrors it). Filters and sorting
// choose among what the caller may open (pick-access.ts), so no combination of parameters reveals more; `count`
// is every match, so the UI can say how many an upgrade would open.
import {
  PROP_TYPE_FILTERS,
  propFeedCap,
  seasonWeekAt,
  StatType,
  toFeedItem,
  type AiPickRepository,
  type Clock,
  type GameStatus,
  type PickFeedFilter,
  type PickFeedSortField,
  type PropFeedQuery,
  type PropFeedResponse,
  type SubscriptionState,
} from '@edgeboard/domain';
import { cappedAccess } from '../pick-access';
import { FeedCache } from './feed-cache';

export interface PropFeedDeps {
  picks: Pick<AiPickRepository, 'feed'>;
  /** Season time: which season is current, which games have started. */
  seasonClock: Clock;
}

const SORT_FIELDS: Record<PropFeedQuery['sortBy'], PickFeedSortField> = {
  confidence: 'confidence',
  created_at: 'created_at',
  start_time: 'start_time',
  type: 'stat_type',
  ev: 'ev',
};

function statTypesOf(filter: PropFeedQuery['statType']): readonly StatType[] | undefined {
  if (filter === undefined) return undefined;
  const single = StatType.safeParse(filter);
  if (single.success) return [single.data];
  return PROP_TYPE_FILTERS.find((f) => f.value === filter)?.statTypes ?? [];
}

function statusesOf(status: PropFeedQuery['status']): readonly GameStatus[] | undefined {
  return status === 'live' ? ['in_progress'] : undefined;
}

/** One page of the feed for a caller, at the season clock's instant. One repository call. */
export async function getPropFeed(
  deps: PropFeedDeps,
  state: SubscriptionState,
  q: PropFeedQuery,
): Promise<PropFeedResponse> {
  // Only NFL props exist; another sport is a valid question with an empty answer.
  if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return { data: [], count: 0 };
  const at = deps.seasonClock.now();
  const now = at.toISOString();
  // No season asked: the one the season clock is in (the demo's, a replay's, or the real one).
  const season = q.season ?? seasonWeekAt(at).season;
  const filter: PickFeedFilter = {
    season,
    ...(q.week !== undefined && { week: q.week }),
    ...(q.minConfidence > 0 && { minConfidence: q.minConfidence }),
    ...(q.player !== undefined && { player: q.player }),
    ...(q.plays && { playsOnly: true }),
    ...(q.status === 'upcoming' && { upcomingAt: now }),
  };
  const statTypes = statTypesOf(q.statType);
  if (statTypes) filter.statTypes = statTypes;
  const gameStatuses = statusesOf(q.status);
  if (gameStatuses) filter.gameStatuses = gameStatuses;
  // A capped tier sees the record and its allowance; `count` stays every match.
  const access = cappedAccess(state, now);
  const page = await deps.picks.feed({
    ...filter,
    ...(access && { openTo: { ...access, season } }),
    ...(q.playsFirst && { playsFirst: true }),
    sortBy: SORT_FIELDS[q.sortBy],
    sortOrder: q.sortOrder,
    limit: q.limit,
    offset: q.offset,
  });
  return { data: page.data.map(toFeedItem), count: page.count };
}

/**
 * The feed behind a cache (subscribers poll it). Answers depend only on the query, the tier's cap and the season
 * minute (a game that kicks off moves its picks to the record), never on who asks.
 */
export class CachedPropFeed {
  constructor(
    private readonly deps: PropFeedDeps,
    private readonly cache: FeedCache = new FeedCache(),
  ) {}

  /**
   * The feed as JSON text for a raw query string. A repeat of a request within the cache's time-to-live is
   * answered from the bytes sent before, without parsing (`parse` validates and may throw, so a bad query is
   * never stored); anything else goes through `feed`.
   */
  async feedJson(state: SubscriptionState, rawQuery: string, parse: () => PropFeedQuery): Promise<string> {
    const key = this.sentKey(state, rawQuery);
    const sent = this.cache.getSent(key);
    if (sent !== undefined) return sent;
    const body = JSON.stringify(await this.feed(state, parse()));
    this.cache.setSent(key, body);
    return body;
  }

  /** The bytes sent for exactly this request within the time-to-live, if any (no parsing, no query). */
  sentFeedJson(state: SubscriptionState, rawQuery: string): string | undefined {
    return this.cache.getSent(this.sentKey(state, rawQuery));
  }

  private sentKey(state: SubscriptionState, rawQuery: string): string {
    return `${propFeedCap(state)}|${this.seasonMinute()}|${rawQuery}`;
  }

  private seasonMinute(): string {
    return this.deps.seasonClock.now().toISOString().slice(0, 16);
  }

  async feed(state: SubscriptionState, q: PropFeedQuery): Promise<PropFeedResponse> {
    const key = JSON.stringify([propFeedCap(state), this.seasonMinute(), q]);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const answer = await getPropFeed(this.deps, state, q);
    this.cache.set(key, answer);
    return answer;
  }
}
