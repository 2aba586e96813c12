import { describe, expect, it } from 'vitest';
import { clampPage, feedHasMore, paginationMeta, showPagination, showingText, totalPagesFor } from './paging';

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [4, 0, 1],
    [1, 0, 1],
    [Number.NaN, 5, 1],
    [2.7, 5, 2],
  ])('page %s of %s -> %s', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe('showingText', () => {
  it('shows the range of the page', () => {
    expect(showingText(1, 10, 25)).toBe('Showing 1 to 10 of 25 results');
    expect(showingText(2, 10, 25)).toBe('Showing 11 to 20 of 25 results');
    expect(showingText(3, 10, 25)).toBe('Showing 21 to 25 of 25 results');
    expect(showingText(1, 10, 10)).toBe('Showing 1 to 10 of 10 results');
    expect(showingText(1, 10, 1)).toBe('Showing 1 to 1 of 1 results');
  });

  it('shows zeros for an empty list', () => {
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });
});

describe('page counts', () => {
  it('computes total pages and meta', () => {
    expect(totalPagesFor(0, 10)).toBe(0);
    expect(totalPagesFor(10, 10)).toBe(1);
    expect(totalPagesFor(11, 10)).toBe(2);
    expect(paginationMeta(2, 10, 21)).toEqual({ page: 2, pageSize: 10, totalItems: 21, totalPages: 3 });
  });

  it('shows pagination only with more than one page', () => {
    expect(showPagination(1)).toBe(false);
    expect(showPagination(2)).toBe(true);
  });

  it('offers Load More only after a full page of 12', () => {
    expect(feedHasMore(12)).toBe(true);
    expect(feedHasMore(11)).toBe(false);
    expect(feedHasMore(0)).toBe(false);
  });
});
