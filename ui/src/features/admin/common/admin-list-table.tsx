import type { ReactNode } from 'react';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { AdminPager } from './admin-pager';

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
  pager: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
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
}: AdminListTableProps<T>) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {failure !== undefined && (
        <Alert
          type="error"
          showIcon
          title={failure.message}
          action={
            <Button size="small" onClick={failure.onRetry}>
              Retry
            </Button>
          }
        />
      )}
      <Table<T>
        rowKey="id"
        size={size}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText }}
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
