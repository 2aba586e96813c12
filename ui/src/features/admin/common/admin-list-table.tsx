import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { SortOrder } from '@edgeboard/domain';
import { RetryAlert } from '@/components/board-failure';
import { AdminPager } from './admin-pager';

/**
 * The list's order, kept by the server: a column with `sorter: true` sorts by its `key` (the API's sortBy).
 * A third click on the same header goes back to the list's default order (`sortBy` undefined).
 */
export interface TableSort {
  sortBy?: string | undefined;
  sortOrder?: SortOrder | undefined;
  onSort: (sortBy: string | undefined, sortOrder: SortOrder | undefined) => void;
}

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** The columns with the server's order shown on the sorted one (antd's controlled sortOrder). */
function withSortOrder<T>(columns: TableColumnsType<T>, sort: TableSort | undefined): TableColumnsType<T> {
  if (sort === undefined) return columns;
  return columns.map((c) =>
    c.sorter === true
      ? {
          ...c,
          sortOrder:
            c.key !== undefined && c.key === sort.sortBy ? ANTD_ORDER[sort.sortOrder ?? 'asc'] : null,
        }
      : c,
  );
}

interface AdminListTableProps<T extends { id: string }> {
  columns: TableColumnsType<T>;
  rows: readonly T[];
  loading: boolean;
  /** What an empty table says (a list's "No … found" message, or a placeholder while the first page loads). */
  emptyText?: ReactNode;
  selectedId: string | null | undefined;
  onSelect: (row: T) => void;
  /** Set while the list failed to load: the message and a Retry. */
  failure?: { message: string; onRetry: () => void } | undefined;
  size?: 'small' | 'middle';
  pager: {
    page: number;
    pageSize: number;
    total: number;
    onPage: (page: number) => void;
    onPageSize?: (size: number) => void;
  };
  sort?: TableSort;
}

/**
 * The back office's list: a failed load's alert with Retry, the table whose rows select the detail panel (by
 * click, or Enter / Space on the focused row), and the pager. One behaviour for every admin list screen.
 */
export function AdminListTable<T extends { id: string }>({
  columns,
  rows,
  loading,
  emptyText,
  selectedId,
  onSelect,
  failure,
  size = 'middle',
  pager,
  sort,
}: AdminListTableProps<T>) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {failure !== undefined && <RetryAlert title={failure.message} onRetry={failure.onRetry} />}
      <Table<T>
        rowKey="id"
        size={size}
        columns={withSortOrder(columns, sort)}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText }}
        onChange={(_pagination, _filters, sorter) => {
          if (sort === undefined || Array.isArray(sorter)) return;
          const key = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
          if (sorter.order == null || key === undefined) sort.onSort(undefined, undefined);
          else sort.onSort(key, sorter.order === 'ascend' ? 'asc' : 'desc');
        }}
        rowClassName={(row) => (row.id === selectedId ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({
          tabIndex: 0,
          'aria-selected': row.id === selectedId,
          style: { cursor: 'pointer' },
          onClick: () => {
            onSelect(row);
          },
          onKeyDown: (e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onSelect(row);
            }
          },
        })}
      />
      <AdminPager {...pager} />
    </div>
  );
}
