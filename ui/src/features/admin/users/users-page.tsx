import { useEffect, useState } from 'react';
import { Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ROLES, SELECT_USER_MESSAGE, type Role, USER_SORT_FIELDS, type UserProfile } from '@edgeboard/domain';
import { AdminListTable } from '@/features/admin/common/admin-list-table';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { formatDate, roleLabel } from '@/features/admin/common/admin-format';
import { useAdminList } from '@/features/admin/common/use-admin-list';
import { UserDetail } from './user-detail';
import { useAdminUsersQuery } from './users.api';

export const USERS_LOAD_FAILED_MESSAGE = 'Could not load users.';
const ALL = 'all';
const ROLE_FILTER_OPTIONS = [
  { value: ALL, label: 'All Roles' },
  ...ROLES.map((r) => ({ value: r, label: roleLabel(r) })),
];

const columns: TableColumnsType<UserProfile> = [
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  {
    title: 'Role',
    dataIndex: 'role',
    key: 'role',
    sorter: true,
    render: (r: Role) => <Tag>{roleLabel(r)}</Tag>,
  },
  {
    title: 'Joined',
    dataIndex: 'created_at',
    key: 'created_at',
    sorter: true,
    render: (iso: string) => formatDate(iso),
  },
];

/** Admin Users: search, role filter, sortable columns, pages of 10 (or more), and the selected user's panel. */
export function Component() {
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [role, setRole] = useState<Role | undefined>(undefined);
  const [selected, setSelected] = useState<UserProfile | null>(null);
  const paging = useAdminList(USER_SORT_FIELDS);
  const { setPage } = paging;
  const { data, currentData, isFetching, isError, error, refetch } = useAdminUsersQuery({
    ...paging.paging,
    search,
    role,
  });

  paging.clampTo(currentData?.count);
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
        pager={{
          page: paging.page,
          pageSize: paging.pageSize,
          total: data?.count ?? 0,
          onPage: setPage,
          onPageSize: paging.setPageSize,
        }}
        sort={paging.tableSort}
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
