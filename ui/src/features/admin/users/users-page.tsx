import { useState } from 'react';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ROLES, SELECT_USER_MESSAGE, USER_SORT_FIELDS, type UserProfile } from '@edgeboard/domain';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { ListScreen } from '@/features/admin/common/list-screen';
import { formatDate, roleLabel } from '@/features/admin/common/admin-format';
import { listArgs, useAdminList } from '@/features/admin/common/use-admin-list';
import { sortableColumnsOf } from '@/features/admin/common/columns';
import { UserDetail } from './user-detail';
import { useAdminUsersQuery } from './users.api';

export const USERS_LOAD_FAILED_MESSAGE = 'Could not load users.';
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
const SEARCH = searchOf('Search by email or name', 'Search by email or name', { maxWidth: 320 });
const ROLE_FILTER = choiceOf('Filter by role', 'All Roles', ROLE_OPTIONS, { minWidth: 140 });

const column = sortableColumnsOf<UserProfile>();
const columns: TableColumnsType<UserProfile> = [
  column('Email', 'email'),
  column('Name', 'name'),
  column('Role', 'role', (r) => <Tag>{roleLabel(r)}</Tag>),
  column('Joined', 'created_at', (iso) => formatDate(iso)),
];
const USERS_LIST: AdminListSpec<UserProfile> = {
  columns,
  failedMessage: USERS_LOAD_FAILED_MESSAGE,
  logLabel: 'Admin users list failed',
};

/** Admin Users: search, role filter, sortable columns, pages of 10 (or more), and the selected user's panel. */
export function Component() {
  const [selected, setSelected] = useState<UserProfile | null>(null);
  const paging = useAdminList(USER_SORT_FIELDS);
  const [search, searchBox] = useSearch(paging, SEARCH);
  const [role, roleFilter] = useChoice(paging, ROLE_FILTER);
  const list = usePagedList(paging, useAdminUsersQuery(listArgs(paging, { search, role })));

  const detail =
    selected === null ? (
      <Typography.Title level={5} style={{ margin: 0 }}>
        {SELECT_USER_MESSAGE}
      </Typography.Title>
    ) : (
      <UserDetail key={selected.id} user={selected} onSaved={setSelected} />
    );

  return (
    <ListScreen
      title="Users"
      filters={[searchBox, roleFilter]}
      spec={USERS_LIST}
      list={list}
      selection={{ selectedId: selected?.id, select: setSelected }}
      detail={detail}
    />
  );
}
