import {
  CONFIDENCE_FILTER_VALUES,
  DEFAULT_FEED_SORT,
  FEED_PAGE_SIZE,
  FIRST_WEEK,
  PROP_TYPE_FILTERS,
  WEEKS,
  type FeedSortField,
  type PropTypeFilterValue,
  type SortOrder,
} from '@edgeboard/domain';
import type { PropFeedListQuery } from '@/lib/prop-feed/prop-feed.api';

/** The Prop Feed's Sort By choices and the `sortBy` value each sends. */
export const FEED_SORT_OPTIONS = [
  { value: 'created_at', label: 'Date Added' },
  { value: 'confidence', label: 'Confidence' },
  { value: 'type', label: 'Prop Type' },
  { value: 'ev', label: 'Value (EV)' },
] as const satisfies readonly { value: FeedSortField; label: string }[];
export type FeedSortBy = (typeof FEED_SORT_OPTIONS)[number]['value'];

/** What the Plays only filter keeps, under the checkbox. */
export const PLAYS_ONLY_HINT =
  'Only picks with positive expected value at the best price and no reason to pass.';

export const FEED_STATUS_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'upcoming', label: 'Upcoming' },
] as const;
export type FeedStatus = (typeof FEED_STATUS_OPTIONS)[number]['value'];

export const WEEK_OPTIONS: readonly { value: number; label: string }[] = Array.from(
  { length: WEEKS },
  (_, i) => ({ value: FIRST_WEEK + i, label: `Week ${FIRST_WEEK + i}` }),
);

export const CONFIDENCE_OPTIONS: readonly { value: number; label: string }[] = CONFIDENCE_FILTER_VALUES.map(
  (v) => ({ value: v, label: v === 0 ? 'All' : `${v}%+` }),
);

/** The filters a user has applied; `null` means "All" (All Weeks, every status). */
export interface FeedFilters {
  week: number | null;
  minConfidence: number;
  statType: PropTypeFilterValue | null;
  status: FeedStatus | null;
  sortBy: FeedSortBy;
  sortOrder: SortOrder;
  player: string;
  /** Plays only: picks whose verdict against the market is a play. */
  plays: boolean;
}

export const DEFAULT_FILTERS: FeedFilters = {
  week: null,
  minConfidence: 0,
  statType: null,
  status: null,
  sortBy: DEFAULT_FEED_SORT.sortBy,
  sortOrder: DEFAULT_FEED_SORT.sortOrder,
  player: '',
  plays: false,
};

/** How the URL says "All Weeks" when the feed would otherwise open on the current week. */
export const ALL_WEEKS_PARAM = 'all';

/**
 * What a plain /dashboard/props shows (issue #27 item 3): the current week's upcoming picks, still sorted by
 * confidence. `currentWeek` is the server's season clock's (GET /api/site); null (unknown) opens on All Weeks.
 */
export function openingFilters(currentWeek: number | null): FeedFilters {
  return { ...DEFAULT_FILTERS, week: currentWeek, status: 'upcoming' };
}

const pick = <T extends string>(values: readonly { value: T }[], raw: string | null): T | null =>
  values.find((o) => o.value === raw)?.value ?? null;

/**
 * Applied filters from the page URL; anything unknown falls back to its default. A URL naming neither a week
 * nor a status opens on `opening`'s week and status; one naming either leaves the other at All, so a link to
 * `?week=1` shows all of week 1.
 */
export function filtersFromParams(
  params: URLSearchParams,
  opening: FeedFilters = DEFAULT_FILTERS,
): FeedFilters {
  const week = Number(params.get('week'));
  const minConfidence = Number(params.get('minConfidence'));
  const sortOrder = params.get('sortOrder');
  const named = params.has('week') || params.has('status');
  return {
    week: !named ? opening.week : WEEK_OPTIONS.some((w) => w.value === week) ? week : null,
    minConfidence: CONFIDENCE_OPTIONS.some((c) => c.value === minConfidence) ? minConfidence : 0,
    statType: pick(PROP_TYPE_FILTERS, params.get('statType')),
    status: named ? pick(FEED_STATUS_OPTIONS, params.get('status')) : opening.status,
    sortBy: pick(FEED_SORT_OPTIONS, params.get('sortBy')) ?? DEFAULT_FILTERS.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_FILTERS.sortOrder,
    player: (params.get('player') ?? '').trim(),
    plays: params.get('plays') === 'true',
  };
}

/**
 * The URL form of applied filters: defaults are left out so a plain /dashboard/props stays plain. The week and
 * status are left out together when they are the opening ones; otherwise the week is written (`all` for All
 * Weeks) and the status when it is not All.
 */
export function filtersToParams(f: FeedFilters, opening: FeedFilters = DEFAULT_FILTERS): URLSearchParams {
  const p = new URLSearchParams();
  if (f.week !== opening.week || f.status !== opening.status) {
    if (f.week !== null) p.set('week', String(f.week));
    else if (f.status === null || opening.week !== null) p.set('week', ALL_WEEKS_PARAM);
  }
  if (f.minConfidence !== 0) p.set('minConfidence', String(f.minConfidence));
  if (f.statType !== null) p.set('statType', f.statType);
  if (f.status !== null && (f.week !== opening.week || f.status !== opening.status))
    p.set('status', f.status);
  if (f.sortBy !== DEFAULT_FILTERS.sortBy) p.set('sortBy', f.sortBy);
  if (f.sortOrder !== DEFAULT_FILTERS.sortOrder) p.set('sortOrder', f.sortOrder);
  const player = f.player.trim();
  if (player !== '') p.set('player', player);
  if (f.plays) p.set('plays', 'true');
  return p;
}

/** The feed's query for the applied filters (each page adds its offset: prop-feed.api.ts in lib). */
export function feedQuery(f: FeedFilters): PropFeedListQuery {
  const player = f.player.trim();
  return {
    limit: FEED_PAGE_SIZE,
    minConfidence: f.minConfidence,
    sortBy: f.sortBy,
    sortOrder: f.sortOrder,
    ...(f.week === null ? {} : { week: f.week }),
    ...(player === '' ? {} : { player }),
    ...(f.statType === null ? {} : { statType: f.statType }),
    ...(f.status === null ? {} : { status: f.status }),
    // Plays only is sent only when set (`plays=true`): the server reads its absence as every pick.
    ...(f.plays ? { plays: true } : {}),
  };
}
