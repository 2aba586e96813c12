// The back office's list queries: paging, search, each list's filters and its whitelisted sort columns.
import { z } from 'zod';
import { FEED_MAX_LIMIT, LIST_PAGE_SIZE } from '../constants';
import { Timestamp, UserId } from './common';
import type { SortOrder } from './common';
import { ArticleStatus } from './content';
import { Position } from './player';
import { PICK_RESULTS, StatType } from './prop';
import {
  optionalFilter,
  optionalText,
  pageParam,
  intParam,
  lowerCase,
  seasonWeekFilter,
  sortOrderParam,
} from './query-params';
import { SubscriptionStatus, Tier } from './subscription';
import { Role } from './user';

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
