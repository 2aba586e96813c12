import { useEffect } from 'react';
import { clampPage, totalPagesFor } from '@edgeboard/domain';

/**
 * Pulls an admin list's page back to the last page when the total shrinks under it (spec: the page is
 * clamped between 1 and the last page), so a stale page number never shows an empty table.
 */
export function useClampedPage(
  page: number,
  setPage: (page: number) => void,
  total: number | undefined,
  pageSize: number,
): void {
  useEffect(() => {
    if (total === undefined) return;
    const clamped = clampPage(page, totalPagesFor(total, pageSize));
    if (clamped !== page) setPage(clamped);
  }, [total, page, pageSize, setPage]);
}
