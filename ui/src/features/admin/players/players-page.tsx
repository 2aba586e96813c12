import { useEffect, useState } from 'react';
import { Input, Select, Space, Tag, Typography } from 'antd';
import { useClampedPage } from '@/features/admin/common/use-clamped-page';
import type { TableColumnsType } from 'antd';
import {
  LIST_PAGE_SIZE,
  LOADING_TEXT,
  NO_PLAYERS_FOUND_MESSAGE,
  POSITIONS,
  type Player,
  type Position,
} from '@edgeboard/domain';
import { AdminListTable } from '@/features/admin/common/admin-list-table';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { PlayerDetail } from './player-detail';
import { useAdminPlayersQuery } from './players.api';

const ALL_POSITIONS = 'All Positions';
const POSITION_OPTIONS = [ALL_POSITIONS, ...POSITIONS].map((p) => ({ value: p, label: p }));

export const PLAYERS_LOAD_FAILED = 'Could not load players.';

function ExternalIds({ player }: { player: Player }) {
  const ids = [
    ['ESPN', player.espn_id],
    ['PFF', player.pff_id],
    ['Sleeper', player.sleeper_id],
  ] as const;
  return (
    <Space size={4} wrap>
      {ids.map(([label, value]) =>
        value === null || value === undefined || value === '' ? null : (
          <Tag key={label}>
            {label}: {value}
          </Tag>
        ),
      )}
    </Space>
  );
}

const columns: TableColumnsType<Player> = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Position', dataIndex: 'position' },
  { title: 'Team', dataIndex: 'team_name' },
  { title: 'IDs', key: 'ids', render: (_: unknown, player) => <ExternalIds player={player} /> },
];

export function Component() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<string>(ALL_POSITIONS);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const list = useAdminPlayersQuery({
    page,
    pageSize: LIST_PAGE_SIZE,
    ...(search === '' ? {} : { search }),
    ...(position === ALL_POSITIONS ? {} : { position: position as Position }),
  });
  const total = list.data?.count ?? 0;

  // A page past the end (its last rows deleted or edited away) falls back to the last page.
  useClampedPage(page, setPage, list.currentData?.count, LIST_PAGE_SIZE);

  useEffect(() => {
    if (list.isError) console.error('Player list failed to load', list.error);
  }, [list.isError, list.error]);

  const select = (id: string) => {
    setSelectedId(id);
  };

  return (
    <div>
      <Typography.Title level={2}>Player Data Management</Typography.Title>
      <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          aria-label="Search players by name"
          placeholder="Search by name"
          allowClear
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
          }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select
          aria-label="Position"
          value={position}
          options={POSITION_OPTIONS}
          onChange={(value) => {
            setPosition(value);
            setPage(1);
          }}
          style={{ flex: '0 1 170px', minWidth: 150 }}
        />
      </div>
      <ListDetailLayout
        list={
          <AdminListTable<Player>
            columns={columns}
            rows={list.data?.data ?? []}
            loading={list.isFetching}
            emptyText={list.isLoading ? LOADING_TEXT : NO_PLAYERS_FOUND_MESSAGE}
            selectedId={selectedId}
            onSelect={(p) => {
              select(p.id);
            }}
            failure={
              list.isError ? { message: PLAYERS_LOAD_FAILED, onRetry: () => void list.refetch() } : undefined
            }
            pager={{ page, pageSize: LIST_PAGE_SIZE, total, onPage: setPage }}
          />
        }
        detail={<PlayerDetail id={selectedId} />}
      />
    </div>
  );
}
