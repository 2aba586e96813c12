import { describe, expect, it } from 'vitest';
import type { PropFeedResponse } from '@edgeboard/domain';
import { feedItem } from '@/components/pick-card/pick-card.fixtures';
import { feedList, hasMorePages, hiddenByTier } from './feed-pages';

const page = (from: number, n: number, count: number): PropFeedResponse => ({
  data: Array.from({ length: n }, (_, i) => feedItem({ id: `pick-${from + i}` })),
  count,
});

describe('feed paging', () => {
  it('joins the pages in order, counting from the latest page', () => {
    const list = feedList([page(0, 12, 30), page(12, 12, 31)]);
    expect(list.items).toHaveLength(24);
    expect(list.items.slice(10, 14).map((i) => i.id)).toEqual(['pick-10', 'pick-11', 'pick-12', 'pick-13']);
    expect(list.count).toBe(31);
    expect(feedList(undefined)).toEqual({ items: [], count: 0 });
  });

  it('offers more only while a next page exists, and then hides nothing once all are shown', () => {
    const list = feedList([page(0, 12, 30), page(12, 12, 30), page(24, 6, 30)]);
    expect(hasMorePages(list, true, Infinity)).toBe(true);
    expect(hasMorePages(list, false, Infinity)).toBe(false);
    expect(hiddenByTier(list, false)).toBe(false);
  });

  it('stops at the caller allowance and reports the hidden picks', () => {
    const starting = feedList([page(0, 12, 40)]);
    expect(hasMorePages(starting, true, 12)).toBe(false);
    expect(hiddenByTier(starting, false)).toBe(true);

    const free = feedList([page(0, 3, 40)]);
    expect(hiddenByTier(free, hasMorePages(free, false, 3))).toBe(true);
    const everything = feedList([page(0, 3, 3)]);
    expect(hiddenByTier(everything, false)).toBe(false);
  });
});
