// The feed and pick-detail rules, enforced on the server (the UI only mirrors them).
// A capped tier's allowance is a fixed set per week: the first `propFeedCap` picks created that week (ties by
// id). Filters and sorting choose among allowed picks only, so no combination of parameters reveals more.
import {
  ForbiddenError,
  NotFoundError,
  PROP_TYPE_FILTERS,
  propFeedCap,
  StatType,
  WEEKS,
  type AiPickRepository,
  type GameStatus,
  type PickFeedFilter,
  type PickFeedSortField,
  type PropDetail,
  type PropFeedQuery,
  type PropFeedResponse,
  type SubscriptionState,
} from '@edgeboard/domain';
import { FeedCache } from './feed-cache';
import { toDetail, toFeedItem } from '@edgeboard/domain';

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
  if (status === 'live') return ['in_progress'];
  if (status === 'upcoming') return ['scheduled'];
  return undefined;
}

export class PropFeedService {
  constructor(
    private readonly picks: AiPickRepository,
    private readonly defaultSeason: number,
    private readonly cache: FeedCache = new FeedCache(),
  ) {}

  async feed(state: SubscriptionState, q: PropFeedQuery): Promise<PropFeedResponse> {
    const cap = propFeedCap(state);
    const key = JSON.stringify([cap, q]);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const answer = await this.compute(cap, q);
    this.cache.set(key, answer);
    return answer;
  }

  private async compute(cap: number, q: PropFeedQuery): Promise<PropFeedResponse> {
    // Only NFL props exist; another sport is a valid question with an empty answer.
    if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return { data: [], count: 0 };
    const season = q.season ?? this.defaultSeason;
    const filter: PickFeedFilter = {
      season,
      ...(q.week !== undefined && { week: q.week }),
      ...(q.minConfidence > 0 && { minConfidence: q.minConfidence }),
      ...(q.player !== undefined && { player: q.player }),
      ...(q.plays && { playsOnly: true }),
    };
    const statTypes = statTypesOf(q.statType);
    if (statTypes) filter.statTypes = statTypes;
    const gameStatuses = statusesOf(q.status);
    if (gameStatuses) filter.gameStatuses = gameStatuses;
    const sort = { sortBy: SORT_FIELDS[q.sortBy], sortOrder: q.sortOrder };

    if (!Number.isFinite(cap)) {
      const page = await this.picks.feed({ ...filter, ...sort, limit: q.limit, offset: q.offset });
      return { data: page.data.map(toFeedItem), count: page.count };
    }
    const ids = await this.allowance(season, q.week, cap);
    // The allowance already fixes season and week; leaving them out lets the database look the few ids up
    // by primary key instead of walking the week's index.
    const { season: _season, week: _week, ...withinAllowance } = filter;
    const [count, allowed] = await Promise.all([
      this.picks.countFeed(filter),
      this.picks.feed({ ...withinAllowance, ids, ...sort, limit: cap, offset: 0 }),
    ]);
    // At most `cap` items in all, whatever the paging asks for.
    const data = allowed.data
      .slice(0, cap)
      .slice(q.offset, q.offset + q.limit)
      .map(toFeedItem);
    return { data, count };
  }

  /** A pick's detail and analysis, for callers whose allowance includes it. */
  async detail(state: SubscriptionState, id: string): Promise<PropDetail> {
    const found = await this.picks.getWithGame(id);
    if (!found) throw new NotFoundError('Prop', id, 'Prop not found');
    const cap = propFeedCap(state);
    if (Number.isFinite(cap)) {
      const ids = await this.picks.allowanceIds(found.pick.season, found.pick.week, cap);
      if (!ids.includes(id)) throw new ForbiddenError();
    }
    return toDetail(found);
  }

  private async allowance(season: number, week: number | undefined, cap: number): Promise<string[]> {
    const weeks = week !== undefined ? [week] : Array.from({ length: WEEKS }, (_, i) => i + 1);
    const perWeek = await Promise.all(weeks.map((w) => this.picks.allowanceIds(season, w, cap)));
    return perWeek.flat();
  }
}
