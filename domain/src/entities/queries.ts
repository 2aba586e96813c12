import { z } from 'zod';
import {
  FEED_MAX_LIMIT,
  FEED_PAGE_SIZE,
  FEED_SORT_FIELDS,
  LIST_PAGE_SIZE,
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_PROP_TYPE_FILTERS,
  PERFORMANCE_SORT_FIELDS,
  PROP_TYPE_FILTERS,
  TIMEFRAMES,
} from '../constants';
import { INTEGER_COLUMN_MAX, SortOrder, Timestamp, UserId } from './common';
import { Season, Week, SeasonType } from './game';
import { StatType, PickResult, FeedItemStatus, PICK_RESULTS } from './prop';
import { SubscriptionStatus, Tier } from './subscription';
import { Position } from './player';
import { Role } from './user';
import { ArticleStatus } from './content';

/**
 * Query strings arrive as strings: an empty value, or an "All ..." choice, means "no filter". Numbers
 * are coerced, then range-checked.
 */
const blankToUndefined = (v: unknown): unknown => {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' || t.toLowerCase() === 'all' || t.toLowerCase().startsWith('all ') ? undefined : t;
};

const blankTextToUndefined = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : (v ?? undefined);

export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const optionalText = (max: number) => z.preprocess(blankTextToUndefined, z.string().max(max).optional());
const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * A 1-based page number, the first page when left out; at most INTEGER_COLUMN_MAX, so that its offset (page
 * times page size) stays inside PostgreSQL's bigint OFFSET.
 */
const pageParam = z.coerce.number().int().min(1).max(INTEGER_COLUMN_MAX).default(1);

/** The feed's and the performance page's sport filter ("All Sports": no filter). */
const sportFilter = optionalFilter(z.string().max(20));

/** A season and a week as a query string carries them: coerced, then range-checked as the entities are. */
export const SeasonParam = z.coerce.number().pipe(Season);
export const WeekParam = z.coerce.number().pipe(Week);

/** The optional season and week filters of every list by week (blank or "All": no filter). */
export const seasonWeekFilter = {
  season: optionalFilter(SeasonParam),
  week: optionalFilter(WeekParam),
};

export const PropTypeFilter = z.enum(PROP_TYPE_FILTERS.map((f) => f.value));
export type PropTypeFilter = z.infer<typeof PropTypeFilter>;

/** `statType` on the feed: a product stat type or one of the Prop Type filter values. */
export const FeedStatTypeFilter = z.union([StatType, PropTypeFilter]);
export type FeedStatTypeFilter = z.infer<typeof FeedStatTypeFilter>;

export const FeedSortField = z.enum(FEED_SORT_FIELDS);
export type FeedSortField = z.infer<typeof FeedSortField>;

export const FeedStatusFilter = FeedItemStatus.extract(['live', 'upcoming']);
export type FeedStatusFilter = z.infer<typeof FeedStatusFilter>;

const lowerCase = (v: unknown): unknown => (typeof v === 'string' ? v.toLowerCase() : v);

/** `asc` or `desc`, in any case. */
const sortOrderParam = z.preprocess(lowerCase, SortOrder);

/** GET /api/props/prop-feed query. */
export const PropFeedQuery = z.object({
  limit: intParam(1, FEED_MAX_LIMIT).default(FEED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(INTEGER_COLUMN_MAX).default(0),
  minConfidence: optionalFilter(intParam(0, 100)).transform((v) => v ?? 0),
  week: optionalFilter(WeekParam),
  sport: sportFilter,
  player: optionalText(100),
  sortBy: optionalFilter(FeedSortField).transform((v) => v ?? 'confidence'),
  sortOrder: optionalFilter(sortOrderParam).transform((v) => v ?? 'desc'),
  statType: optionalFilter(FeedStatTypeFilter),
  status: optionalFilter(z.preprocess(lowerCase, FeedStatusFilter)),
  season: optionalFilter(SeasonParam),
  /** Plays only: picks with positive expected value at the best price and no other reason to pass. */
  plays: optionalFilter(z.enum(['true', 'false'])).transform((v) => v === 'true'),
  /**
   * Plays before the rest, whatever `sortBy` and `sortOrder` (which then order each part): the recommending
   * surfaces (docs/decisions.md, Recommending by value).
   */
  playsFirst: optionalFilter(z.enum(['true', 'false'])).transform((v) => v === 'true'),
});
export type PropFeedQuery = z.infer<typeof PropFeedQuery>;

/**
 * The feed's query as a client sends it (every field optional: the server fills the defaults above). Written
 * out because `z.input` of the preprocessed schema types every field `unknown`; the key check below keeps the
 * two in step (queries.test.ts checks the keys and parses a full one as a client writes it).
 */
export interface PropFeedQueryInput {
  limit?: number;
  offset?: number;
  minConfidence?: number;
  week?: number;
  sport?: string;
  player?: string;
  sortBy?: FeedSortField;
  sortOrder?: SortOrder;
  statType?: FeedStatTypeFilter;
  status?: FeedStatusFilter;
  /** Left out: the server answers the season its clock is in. */
  season?: number;
  /** Plays only; sent as `plays=true`. */
  plays?: boolean;
  /** Plays before the rest; sent as `playsFirst=true`. */
  playsFirst?: boolean;
}

export const PerformanceSortField = z.enum(PERFORMANCE_SORT_FIELDS);
export type PerformanceSortField = z.infer<typeof PerformanceSortField>;

/** One of a filter's values, or its label in any case ("Last 7 Days" → "7d"). */
const valueOrLabel = <const V extends string>(choices: readonly { value: V; label: string }[]) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const match = choices.find((c) => c.label.toLowerCase() === v.toLowerCase());
      return match ? match.value : v;
    },
    z.enum(choices.map((c) => c.value)),
  );

export const Timeframe = valueOrLabel(TIMEFRAMES);
export type Timeframe = z.infer<typeof Timeframe>;

export const PerformancePropType = valueOrLabel(PERFORMANCE_PROP_TYPE_FILTERS);
export type PerformancePropType = z.infer<typeof PerformancePropType>;

/** The result filter arrives lower-cased with the trailing s removed; labels are tolerated too. */
const resultParam = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const lower = v.toLowerCase();
  if (lower === 'wins') return 'win';
  if (lower === 'losses') return 'loss';
  if (lower === 'pushes') return 'push';
  return lower;
}, PickResult);

/** `plays`: the picks published as bets (verdict play); `all`: every graded pick, passes included. */
export const PICK_VIEWS = ['plays', 'all'] as const;
export const PickView = z.enum(PICK_VIEWS);
export type PickView = z.infer<typeof PickView>;
/** `view` as a query string carries it; "all" is a value here, not "no filter". Left out: undefined. */
export const pickViewParam = z.preprocess((v) => (v === '' ? undefined : v), PickView.optional());

const performanceFilters = {
  sport: sportFilter,
  /** Left out: the summary counts plays, the table and the calibration every pick (as before the switch). */
  view: pickViewParam,
  timeframe: optionalFilter(Timeframe),
  propType: optionalFilter(PerformancePropType),
};

/** GET /api/performance/data query. */
export const PerformanceQuery = z.object({
  page: pageParam,
  limit: intParam(1, FEED_MAX_LIMIT).default(PERFORMANCE_PAGE_SIZE),
  sortBy: optionalFilter(PerformanceSortField).transform((v) => v ?? 'date'),
  sortOrder: optionalFilter(sortOrderParam).transform((v) => v ?? 'desc'),
  result: optionalFilter(resultParam),
  ...performanceFilters,
});
export type PerformanceQuery = z.infer<typeof PerformanceQuery>;
export type PerformanceQueryInput = z.input<typeof PerformanceQuery>;

/** GET /api/performance/summary query. */
export const PerformanceSummaryQuery = z.object(performanceFilters);
export type PerformanceSummaryQuery = z.infer<typeof PerformanceSummaryQuery>;

/** GET /api/nfl/scoresbasic query. */
export const ScoresQuery = z.object({
  season: SeasonParam,
  week: WeekParam,
  seasonType: optionalFilter(SeasonType).transform((v) => v ?? 'REG'),
});
export type ScoresQuery = z.infer<typeof ScoresQuery>;

/** GET /api/news/rotoballer query. */
export const NewsQuery = z.object({
  limit: intParam(1, FEED_MAX_LIMIT).default(10),
});
export type NewsQuery = z.infer<typeof NewsQuery>;

const adminPaging = {
  page: pageParam,
  pageSize: intParam(1, FEED_MAX_LIMIT).default(LIST_PAGE_SIZE),
  search: optionalText(200),
};

/** The page sizes an admin list offers; the first is the spec's 10 and the last the API's maximum. */
export const ADMIN_PAGE_SIZES = [LIST_PAGE_SIZE, 25, 50, FEED_MAX_LIMIT] as const;

/**
 * Each admin list's sortable columns. `sortBy` outside the list is a 400; without it the list keeps its
 * default order (the first field, newest first), and `sortOrder` alone flips that default. A named column
 * sorts ascending unless told otherwise. Ties always fall back to the row id.
 */
export const USER_SORT_FIELDS = ['created_at', 'email', 'name', 'role'] as const;
export const ARTICLE_SORT_FIELDS = ['created_at', 'title', 'author', 'status', 'date'] as const;
export const AI_PICK_SORT_FIELDS = [
  'created_at',
  'player',
  'opponent',
  'stat_type',
  'confidence',
  'week',
] as const;
export const PROP_LINE_SORT_FIELDS = [
  'pulled_at',
  'player',
  'stat_type',
  'line_value',
  'sportsbook',
  'week',
] as const;
export const SUBSCRIPTION_SORT_FIELDS = [
  'created_at',
  'user_email',
  'user_name',
  'tier',
  'status',
  'current_period_end',
] as const;

const adminSort = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sortBy: optionalFilter(z.enum(fields)),
  sortOrder: optionalFilter(sortOrderParam),
});

/** The resolved order of an admin list query (see the sort fields above). */
export function adminListOrder<F extends string>(
  q: { sortBy?: F | undefined; sortOrder?: SortOrder | undefined },
  defaultField: F,
): { field: F; order: SortOrder } {
  if (q.sortBy === undefined) return { field: defaultField, order: q.sortOrder ?? 'desc' };
  return { field: q.sortBy, order: q.sortOrder ?? 'asc' };
}

export const UserListQuery = z.object({
  ...adminPaging,
  role: optionalFilter(Role),
  ...adminSort(USER_SORT_FIELDS),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const PlayerListQuery = z.object({ ...adminPaging, position: optionalFilter(Position) });
export type PlayerListQuery = z.infer<typeof PlayerListQuery>;

/** `pulledFrom` (inclusive) and `pulledTo` (exclusive) bound pulled_at: the admin's local day, sent as instants. */
export const PropLineListQuery = z
  .object({
    ...adminPaging,
    statType: optionalFilter(StatType),
    ...seasonWeekFilter,
    /** Case-insensitive partial match on the sportsbook. */
    sportsbook: optionalText(100),
    pulledFrom: optionalFilter(Timestamp),
    pulledTo: optionalFilter(Timestamp),
    ...adminSort(PROP_LINE_SORT_FIELDS),
  })
  .refine(
    (q) =>
      q.pulledFrom === undefined ||
      q.pulledTo === undefined ||
      Date.parse(q.pulledFrom) < Date.parse(q.pulledTo),
    { path: ['pulledTo'], message: 'pulledTo must be after pulledFrom' },
  );
export type PropLineListQuery = z.infer<typeof PropLineListQuery>;

export const ConfidenceBand = z.enum(['high', 'medium', 'low']);
export type ConfidenceBand = z.infer<typeof ConfidenceBand>;

/** A graded pick's result, or `pending` for a pick not graded yet. */
export const PickResultFilter = z.enum([...PICK_RESULTS, 'pending']);
export type PickResultFilter = z.infer<typeof PickResultFilter>;

export const AiPickListQuery = z.object({
  ...adminPaging,
  statType: optionalFilter(StatType),
  band: optionalFilter(ConfidenceBand),
  ...seasonWeekFilter,
  result: optionalFilter(z.preprocess(lowerCase, PickResultFilter)),
  ...adminSort(AI_PICK_SORT_FIELDS),
});
export type AiPickListQuery = z.infer<typeof AiPickListQuery>;

export const ArticleListQuery = z.object({
  ...adminPaging,
  status: optionalFilter(ArticleStatus),
  ...adminSort(ARTICLE_SORT_FIELDS),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

/** GET /api/admin/subscriptions: `search` is a case-insensitive partial match on the user's e-mail or name. */
export const SubscriptionListQuery = z.object({
  ...adminPaging,
  status: optionalFilter(SubscriptionStatus),
  plan: optionalFilter(Tier),
  userId: optionalFilter(UserId),
  ...adminSort(SUBSCRIPTION_SORT_FIELDS),
});
export type SubscriptionListQuery = z.infer<typeof SubscriptionListQuery>;
