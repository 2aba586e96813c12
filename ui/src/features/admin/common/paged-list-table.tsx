import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { AdminListTable } from './admin-list-table';
import type { AdminPage } from './admin-page';
import type { AdminListState } from './use-admin-list';
import { useLoggedFailure } from './use-logged-failure';

type ListPaging = Pick<
  AdminListState<string>,
  'page' | 'pageSize' | 'setPage' | 'setPageSize' | 'tableSort' | 'clampTo'
>;

/** The part of an RTK Query list hook's result the table reads. */
export interface AdminListQuery<T> {
  data?: AdminPage<T> | undefined;
  currentData?: AdminPage<T> | undefined;
  isFetching: boolean;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A list query's result with the page state it was asked with. */
export type PagedList<T> = AdminListQuery<T> & { paging: ListPaging };

/**
 * Joins a list query's result to its `useAdminList` state, and clamps the page while rendering: a page past the
 * end (its last rows deleted or edited away) falls back to the last page before it is shown empty.
 */
export function usePagedList<Q extends AdminListQuery<unknown>>(
  paging: ListPaging,
  query: Q,
): Q & { paging: ListPaging } {
  paging.clampTo(query.currentData?.count);
  return { ...query, paging };
}

/** What one admin list screen's table shows besides its rows. */
export interface AdminListSpec<T> {
  columns: TableColumnsType<T>;
  /** What the alert says when the list fails to load, and the console line the failure is logged under. */
  failedMessage: string;
  logLabel: string;
  /** What an empty table says; `emptyWhileLoading` replaces it until the first page arrives. */
  emptyText?: ReactNode;
  emptyWhileLoading?: ReactNode;
  size?: 'small' | 'middle';
  /** Off for a list that keeps the spec's fixed page of 10 (no "Rows per page"). */
  pageSizeChoice?: boolean;
}

/**
 * One admin list screen's table wired to its query and its page state: rows, loading, the failed load's alert
 * with Retry (and its log line), the pager and the server-side order.
 */
export function PagedListTable<T extends { id: string }>({
  spec,
  list,
  selectedId,
  onSelect,
}: {
  spec: AdminListSpec<T>;
  list: PagedList<T>;
  selectedId: string | null | undefined;
  onSelect: (row: T) => void;
}) {
  const { isError, paging } = list;
  const { emptyWhileLoading, size } = spec;
  useLoggedFailure(spec.logLabel, list);

  return (
    <AdminListTable<T>
      {...(size === undefined ? {} : { size })}
      columns={spec.columns}
      rows={list.data?.data ?? []}
      loading={list.isFetching}
      emptyText={emptyWhileLoading !== undefined && list.isLoading ? emptyWhileLoading : spec.emptyText}
      selectedId={selectedId}
      onSelect={onSelect}
      failure={isError ? { message: spec.failedMessage, onRetry: () => void list.refetch() } : undefined}
      pager={{
        page: paging.page,
        pageSize: paging.pageSize,
        total: list.data?.count ?? 0,
        onPage: paging.setPage,
        ...(spec.pageSizeChoice === false ? {} : { onPageSize: paging.setPageSize }),
      }}
      sort={paging.tableSort}
    />
  );
}
