import { FEED_PAGE_SIZE } from '../constants';
import type { PaginationMeta } from '../entities/performance';

/** Page clamped between 1 and the last page (at least 1); non-numbers give 1. */
export function clampPage(page: number, totalPages: number): number {
  const last = Number.isFinite(totalPages) ? Math.max(1, Math.floor(totalPages)) : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

export function totalPagesFor(totalItems: number, pageSize: number): number {
  if (pageSize <= 0 || totalItems <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

export function paginationMeta(page: number, pageSize: number, totalItems: number): PaginationMeta {
  return { page, pageSize, totalItems, totalPages: totalPagesFor(totalItems, pageSize) };
}

/** `Showing x to y of z results` for admin and performance lists. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 results';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** Pagination controls show only when there is more than one page. */
export function showPagination(totalPages: number): boolean {
  return totalPages > 1;
}

/** The prop feed offers Load More only while the last page came back full. */
export function feedHasMore(lastPageLength: number, pageSize: number = FEED_PAGE_SIZE): boolean {
  return lastPageLength >= pageSize;
}
