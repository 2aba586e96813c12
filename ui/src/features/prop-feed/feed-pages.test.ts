import { describe, expect, it } from 'vitest';
import type { PropFeedResponse } from '@edgeboard/domain';
import { feedItem } from '@/components/pick-card/pick-card.fixtures';
import { feedReducer, hasMorePages, hiddenByTier, INITIAL_FEED, type FeedPages } from './feed-pages';

const page = (from: number, n: number, count: number): PropFeedResponse => ({
  data: Array.from({ length: n }, (_, i) => feedItem({ id: `pick-${from + i}` })),
  count,
});
const ids = (f: FeedPages) => f.items.map((i) => i.id);

describe('feed paging', () => {
  it('replaces with the first page, appends later ones, and stops after a short page', () => {
    let f = feedReducer(INITIAL_FEED, { type: 'page', replace: true, page: page(0, 12, 30) });
    expect(f.items).toHaveLength(12);
    expect(hasMorePages(f, Infinity)).toBe(true);

    f = feedReducer(f, { type: 'start', replace: false });
    expect(f.loadingMore).toBe(true);
    expect(f.items).toHaveLength(12);
    f = feedReducer(f, { type: 'page', replace: false, page: page(12, 12, 30) });
    expect(ids(f).slice(10, 14)).toEqual(['pick-10', 'pick-11', 'pick-12', 'pick-13']);
    expect(hasMorePages(f, Infinity)).toBe(true);

    f = feedReducer(f, { type: 'page', replace: false, page: page(24, 6, 30) });
    expect(f.items).toHaveLength(30);
    expect(hasMorePages(f, Infinity)).toBe(false);
    expect(hiddenByTier(f, Infinity)).toBe(false);

    f = feedReducer(f, { type: 'page', replace: true, page: page(100, 2, 2) });
    expect(ids(f)).toEqual(['pick-100', 'pick-101']);
  });

  it('stops at the caller allowance and reports the hidden picks', () => {
    const starting = feedReducer(INITIAL_FEED, { type: 'page', replace: true, page: page(0, 12, 40) });
    expect(hasMorePages(starting, 12)).toBe(false);
    expect(hiddenByTier(starting, 12)).toBe(true);

    const free = feedReducer(INITIAL_FEED, { type: 'page', replace: true, page: page(0, 3, 40) });
    expect(hiddenByTier(free, 3)).toBe(true);
    const everything = feedReducer(INITIAL_FEED, { type: 'page', replace: true, page: page(0, 3, 3) });
    expect(hiddenByTier(everything, 3)).toBe(false);
  });

  it('keeps the list when a later page fails, and clears it when the first does', () => {
    const loaded = feedReducer(INITIAL_FEED, { type: 'page', replace: true, page: page(0, 12, 30) });
    const error = { status: 404, message: 'Not found' } as const;
    const later = feedReducer(loaded, { type: 'fail', replace: false, error });
    expect(later.phase).toBe('ready');
    expect(later.items).toHaveLength(12);
    expect(later.error).toEqual(error);
    const first = feedReducer(loaded, { type: 'fail', replace: true, error });
    expect(first.phase).toBe('error');
    expect(first.items).toHaveLength(0);
  });
});
