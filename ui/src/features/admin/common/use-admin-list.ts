import { useState } from 'react';
import { clampPage, LIST_PAGE_SIZE, totalPagesFor, type SortOrder } from '@edgeboard/domain';
import type { TableSort } from './admin-list-table';

export interface ListSort<F extends string> {
  sortBy?: F | undefined;
  sortOrder?: SortOrder | undefined;
}

export interface AdminListState<F extends string> {
  page: number;
  pageSize: number;
  sort: ListSort<F>;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1 (the old page number would point somewhere else). */
  setPageSize: (size: number) => void;
  /** A new order starts again at page 1; `undefined` goes back to the list's default order. */
  setSort: (sortBy: F | undefined, sortOrder: SortOrder | undefined) => void;
  /** The table's sortable headers, wired to `setSort` (a column key outside the list's fields is ignored). */
  tableSort: TableSort;
  /** What the list query sends: page, page size and, when chosen, the order. */
  paging: { page: number; pageSize: number } & ListSort<F>;
  /**
   * Call while rendering, after the list query, with the count of the answer for this very page (RTK Query's
   * `currentData`): a page past the end (its last rows deleted) falls back to the last page before it is
   * shown empty (spec: the page is clamped between 1 and the last page).
   */
  clampTo: (total: number | undefined) => void;
  /** A filter's setter that also goes back to page 1 (the old page number would point somewhere else). */
  withPageReset: <V>(set: (value: V) => void) => (value: V) => void;
}

/**
 * Page, page size (10 by default, as the spec has it) and order of one admin list; `fields` are the columns
 * the API sorts this list by (the domain's *_SORT_FIELDS).
 */
export function useAdminList<F extends string>(fields: readonly F[]): AdminListState<F> {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(LIST_PAGE_SIZE);
  const [sort, setSortState] = useState<ListSort<F>>({});
  const setSort = (sortBy: F | undefined, sortOrder: SortOrder | undefined) => {
    setSortState(sortBy === undefined ? {} : { sortBy, sortOrder });
    setPage(1);
  };
  return {
    page,
    pageSize,
    sort,
    setPage,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPage(1);
    },
    setSort,
    tableSort: {
      ...sort,
      onSort: (by, order) => {
        const field = fields.find((f) => f === by);
        setSort(field, field === undefined ? undefined : order);
      },
    },
    paging: {
      page,
      pageSize,
      ...(sort.sortBy === undefined ? {} : { sortBy: sort.sortBy, sortOrder: sort.sortOrder }),
    },
    clampTo: (total) => {
      if (total === undefined) return;
      const clamped = clampPage(page, totalPagesFor(total, pageSize));
      if (clamped !== page) setPage(clamped);
    },
    withPageReset: (set) => (value) => {
      set(value);
      setPage(1);
    },
  };
}

/**
 * What a list query is asked with: the page, size and order, and the filters the admin has set. An empty
 * search or an "All …" choice is no filter, so it is left out of the request (and of the cache key).
 */
export function listArgs<F extends string, Filters extends Record<string, unknown>>(
  list: Pick<AdminListState<F>, 'paging'>,
  filters: Filters,
): AdminListState<F>['paging'] & Partial<Filters> {
  const chosen = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return { ...list.paging, ...(Object.fromEntries(chosen) as Partial<Filters>) };
}
