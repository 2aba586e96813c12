import { FEED_PAGE_SIZE, feedHasMore, type PropFeedResponse } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';

/** The feed's accumulated pages: the first page replaces the list, later pages append. */
export interface FeedPages {
  phase: 'loading' | 'ready' | 'error';
  items: PropFeedResponse['data'];
  /** How many picks match the filters in all, as the server counts them. */
  count: number;
  lastPageLength: number;
  loadingMore: boolean;
  /** The failure of the first page (shown instead of the list) or of a later page (shown under it). */
  error: ApiError | null;
}

export type FeedAction =
  | { type: 'start'; replace: boolean }
  | { type: 'page'; replace: boolean; page: PropFeedResponse }
  | { type: 'fail'; replace: boolean; error: ApiError };

export const INITIAL_FEED: FeedPages = {
  phase: 'loading',
  items: [],
  count: 0,
  lastPageLength: 0,
  loadingMore: false,
  error: null,
};

export function feedReducer(state: FeedPages, action: FeedAction): FeedPages {
  switch (action.type) {
    case 'start':
      return action.replace
        ? { ...state, phase: 'loading', error: null, loadingMore: false }
        : { ...state, loadingMore: true, error: null };
    case 'page': {
      const items = action.replace ? action.page.data : [...state.items, ...action.page.data];
      return {
        phase: 'ready',
        items,
        count: action.page.count,
        lastPageLength: action.page.data.length,
        loadingMore: false,
        error: null,
      };
    }
    case 'fail':
      return action.replace
        ? { ...INITIAL_FEED, phase: 'error', error: action.error }
        : { ...state, loadingMore: false, error: action.error };
  }
}

/**
 * Whether Load More is offered: only while the last page came back full, and never past the caller's
 * allowance (the server would answer an empty page).
 */
export function hasMorePages(feed: FeedPages, allowance: number): boolean {
  return (
    feed.phase === 'ready' &&
    feedHasMore(feed.lastPageLength, FEED_PAGE_SIZE) &&
    feed.items.length < allowance
  );
}

/** Matching picks the caller cannot see: count beyond what is shown once no page is left to load. */
export function hiddenByTier(feed: FeedPages, allowance: number): boolean {
  return feed.phase === 'ready' && !hasMorePages(feed, allowance) && feed.count > feed.items.length;
}

export const UPGRADE_LINK_TEXT = 'upgrade to see them all';

/** The plan that lifts the feed's cap, named under the prompt ("All-Star Edge opens every upcoming pick."). */
export const EVERY_PICK_UNLOCKS = 'opens every upcoming pick';

/** The upgrade prompt before its link: "Showing 3 of 40 picks — ". */
export function upgradePromptLead(shown: number, total: number): string {
  return `Showing ${shown} of ${total} picks — `;
}
