import { useEffect, useState } from 'react';
import { Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { LIST_PAGE_SIZE, ROLES, SELECT_USER_MESSAGE, type Role, type UserProfile } from '@edgeboard/domain';
import { AdminListTable } from '../common/admin-list-table';
import { ListDetailLayout } from '../common/list-detail-layout';
import { formatDate, roleLabel } from '../common/admin-format';
import { useClampedPage } from '../common/use-clamped-page';
import { UserDetail } from './user-detail';
import { useAdminUsersQuery } from './users.api';

export const USERS_LOAD_FAILED_MESSAGE = 'Could not load users.';
const ALL = 'all';
const ROLE_FILTER_OPTIONS = [
  { value: ALL, label: 'All Roles' },
  ...ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
];

const columns: TableColumnsType<UserProfile> = [
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Role', dataIndex: 'role', key: 'role', render: (r: Role) => <Tag>{roleLabel(r)}</Tag> },
  {
    title: 'Joined',
    dataIndex: 'created_at',
    key: 'created_at',
    render: (iso: string) => formatDate(iso),
  },
];

/** Admin Users: search, role filter, pages of 10, and the selected user's panel with the role change. */
export function Component() {
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [role, setRole] = useState<Role | undefined>(undefined);
  const [selected, setSelected] = useState<UserProfile | null>(null);
  const [page, setPage] = useState(1);
  const { data, currentData, isFetching, isError, error, refetch } = useAdminUsersQuery({
    page,
    pageSize: LIST_PAGE_SIZE,
    search,
    role,
  });

  useClampedPage(page, setPage, currentData?.count, LIST_PAGE_SIZE);
  useEffect(() => {
    // Spec: list failures are logged; the Alert below tells the admin as well.
    if (isError) console.error('Admin users list failed', error);
  }, [isError, error]);

  const select = (u: UserProfile) => {
    setSelected(u);
  };

  const list = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space wrap>
        <Input.Search
          aria-label="Search by email or name"
          placeholder="Search by email or name"
          allowClear
          onSearch={(v) => {
            const text = v.trim();
            setSearch(text === '' ? undefined : text);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Filter by role"
          value={role ?? ALL}
          options={ROLE_FILTER_OPTIONS}
          onChange={(v: string) => {
            setRole(v === ALL ? undefined : (v as Role));
            setPage(1);
          }}
          style={{ minWidth: 140 }}
        />
      </Space>
      <AdminListTable<UserProfile>
        columns={columns}
        rows={data?.data ?? []}
        loading={isFetching}
        selectedId={selected?.id}
        onSelect={select}
        failure={isError ? { message: USERS_LOAD_FAILED_MESSAGE, onRetry: () => void refetch() } : undefined}
        pager={{ page, pageSize: LIST_PAGE_SIZE, total: data?.count ?? 0, onPage: setPage }}
      />
    </div>
  );

  const detail =
    selected === null ? (
      <Typography.Title level={5} style={{ margin: 0 }}>
        {SELECT_USER_MESSAGE}
      </Typography.Title>
    ) : (
      <UserDetail key={selected.id} user={selected} onSaved={setSelected} />
    );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Users
      </Typography.Title>
      <ListDetailLayout list={list} detail={detail} />
    </div>
  );
}
