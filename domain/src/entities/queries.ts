import { z } from 'zod';
import {
  FEED_MAX_LIMIT,
  FEED_PAGE_SIZE,
  FEED_SORT_FIELDS,
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_PROP_TYPE_FILTERS,
  PERFORMANCE_SORT_FIELDS,
  PROP_TYPE_FILTERS,
  TIMEFRAMES,
} from '../constants';
import type { SortOrder } from './common';
import { INTEGER_COLUMN_MAX } from './common';
import { SeasonType } from './game';
import { StatType, PickResult, FeedItemStatus } from './prop';
import {
  intParam,
  lowerCase,
  optionalFilter,
  optionalText,
  pageParam,
  SeasonParam,
  sortOrderParam,
  sportFilter,
  WeekParam,
} from './query-params';

// The subscriber-facing queries (the feed, performance, scores, news); the back office's lists are in
// admin-queries.ts, the value shapes they share in query-params.ts.

export const PropTypeFilter = z.enum(PROP_TYPE_FILTERS.map((f) => f.value));
export type PropTypeFilter = z.infer<typeof PropTypeFilter>;

/** `statType` on the feed: a product stat type or one of the Prop Type filter values. */
export const FeedStatTypeFilter = z.union([StatType, PropTypeFilter]);
export type FeedStatTypeFilter = z.infer<typeof FeedStatTypeFilter>;

export const FeedSortField = z.enum(FEED_SORT_FIELDS);
export type FeedSortField = z.infer<typeof FeedSortField>;

export const FeedStatusFilter = FeedItemStatus.extract(['live', 'upcoming']);
export type FeedStatusFilter = z.infer<typeof FeedStatusFilter>;

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
