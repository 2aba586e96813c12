// The feed and pick-detail rules, enforced on the server (the UI only mirrors them).
// Picks of games already started (by the season clock) are the public record, open to every tier with their
// results. A capped tier's allowance covers the rest: the first `propFeedCap` picks of the season whose games
// have not started, by creation time then id — in all, not per week. Filters and sorting choose among what
// the caller may open, so no combination of parameters reveals more.
import {
  ForbiddenError,
  NotFoundError,
  PROP_TYPE_FILTERS,
  propFeedCap,
  StatType,
  type AiPickRepository,
  type Clock,
  type GameStatus,
  type PickFeedFilter,
  type PickFeedSortField,
  type PropDetail,
  type PropFeedQuery,
  type PropFeedResponse,
  type SubscriptionState,
} from '@edgeboard/domain';
import { FeedCache } from './feed-cache';
import { seasonWeekAt, toDetail, toFeedItem } from '@edgeboard/domain';

export const ANONYMOUS_STATE: SubscriptionState = {
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin: false,
};

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

export class PropFeedService {
  constructor(
    private readonly picks: AiPickRepository,
    private readonly seasonClock: Clock,
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
    // As in `feed`: the cap decides what the caller may open, the season minute what has started.
    return `${propFeedCap(state)}|${this.seasonClock.now().toISOString().slice(0, 16)}|${rawQuery}`;
  }

  async feed(state: SubscriptionState, q: PropFeedQuery): Promise<PropFeedResponse> {
    const cap = propFeedCap(state);
    const now = this.seasonClock.now().toISOString();
    // The season minute is part of the key: a game that kicks off moves its picks to the record.
    const key = JSON.stringify([cap, now.slice(0, 16), q]);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const answer = await this.compute(cap, now, q);
    this.cache.set(key, answer);
    return answer;
  }

  private async compute(cap: number, now: string, q: PropFeedQuery): Promise<PropFeedResponse> {
    // Only NFL props exist; another sport is a valid question with an empty answer.
    if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return { data: [], count: 0 };
    // No season asked: the one the season clock is in (the demo's, a replay's, or the real one).
    const season = q.season ?? seasonWeekAt(this.seasonClock.now()).season;
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
    const sort = { sortBy: SORT_FIELDS[q.sortBy], sortOrder: q.sortOrder };

    // One statement for every tier. A capped one sees the record and its allowance, while `count` stays every
    // match, so the UI can say how many an upgrade would open.
    const page = await this.picks.feed({
      ...filter,
      ...(Number.isFinite(cap) && { openTo: { now, cap, season } }),
      ...sort,
      limit: q.limit,
      offset: q.offset,
    });
    return { data: page.data.map(toFeedItem), count: page.count };
  }

  /** A pick's detail and analysis, for callers whose allowance includes it. */
  async detail(state: SubscriptionState, id: string): Promise<PropDetail> {
    const cap = propFeedCap(state);
    const access = Number.isFinite(cap) ? { now: this.seasonClock.now().toISOString(), cap } : undefined;
    const found = await this.picks.getWithGame(id, access);
    if (!found) throw new NotFoundError('Prop', id, 'Prop not found');
    if (!found.open) throw new ForbiddenError();
    // Only an edited pick costs a second statement: the count came with the pick.
    const detail = toDetail(found, found.versionCount > 0 ? await this.picks.versions(id) : []);
    // The close is stored when the pick locks at kickoff; a pick without one answers none.
    return found.pick.closing ? { ...detail, closing: found.pick.closing } : detail;
  }
}
