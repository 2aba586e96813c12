import type { PropFeedItem, PropFeedResponse } from '@edgeboard/domain';

/** The feed's pages as one list (RTK Query's infinite query keeps the pages; the page shows them joined). */
export interface FeedList {
  items: PropFeedItem[];
  /** How many picks match the filters in all, as the server counted them on the latest page. */
  count: number;
}

export function feedList(pages: readonly PropFeedResponse[] | undefined): FeedList {
  return { items: pages?.flatMap((p) => p.data) ?? [], count: pages?.at(-1)?.count ?? 0 };
}

/**
 * Whether Load More is offered: only while the last page came back full (the endpoint's next page), and never
 * past the caller's allowance (the server would answer an empty page).
 */
export function hasMorePages(list: FeedList, hasNextPage: boolean, allowance: number): boolean {
  return hasNextPage && list.items.length < allowance;
}

/** Matching picks the caller cannot see: count beyond what is shown once no page is left to load. */
export function hiddenByTier(list: FeedList, more: boolean): boolean {
  return !more && list.count > list.items.length;
}

export const UPGRADE_LINK_TEXT = 'upgrade to see them all';

/** The plan that lifts the feed's cap, named under the prompt ("All-Star Edge opens every upcoming pick."). */
export const EVERY_PICK_UNLOCKS = 'opens every upcoming pick';

/** The upgrade prompt before its link: "Showing 3 of 40 picks — ". */
export function upgradePromptLead(shown: number, total: number): string {
  return `Showing ${shown} of ${total} picks — `;
}
