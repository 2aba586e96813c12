import { clampPage, totalPagesFor } from '@edgeboard/domain';

/**
 * Pulls an admin list's page back to the last page when the total shrinks under it (spec: the page is
 * clamped between 1 and the last page). Call it in the component that owns the page state, with the count
 * of the answer for this very page: the page is corrected while rendering, so an empty stale page is never
 * shown.
 */
export function useClampedPage(
  page: number,
  setPage: (page: number) => void,
  total: number | undefined,
  pageSize: number,
): void {
  if (total === undefined) return;
  const clamped = clampPage(page, totalPagesFor(total, pageSize));
  if (clamped !== page) setPage(clamped);
}
