import { useState } from 'react';
import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { LOADING_TEXT, NO_PLAYERS_FOUND_MESSAGE, POSITIONS, type Player } from '@edgeboard/domain';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { PagedListTable, usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { useAdminList } from '@/features/admin/common/use-admin-list';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { PlayerDetail } from './player-detail';
import { useAdminPlayersQuery } from './players.api';

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

// The players list keeps the spec's fixed page of 10 and the API's order (no sortable column).
const NO_SORT_FIELDS: readonly never[] = [];
const POSITION_OPTIONS = POSITIONS.map((p) => ({ value: p, label: p }));
const SEARCH = searchOf('Search players by name', 'Search by name', {
  flex: '1 1 220px',
  maxWidth: 360,
});
const POSITION_FILTER = choiceOf('Position', 'All Positions', POSITION_OPTIONS, {
  flex: '0 1 170px',
  minWidth: 150,
});
const PLAYERS_LIST: AdminListSpec<Player> = {
  columns,
  failedMessage: PLAYERS_LOAD_FAILED,
  logLabel: 'Player list failed to load',
  emptyText: NO_PLAYERS_FOUND_MESSAGE,
  emptyWhileLoading: LOADING_TEXT,
  pageSizeChoice: false,
};

export function Component() {
  const paging = useAdminList(NO_SORT_FIELDS);
  const [search, searchBox] = useSearch(paging, SEARCH);
  const [position, positionFilter] = useChoice(paging, POSITION_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = usePagedList(
    paging,
    useAdminPlayersQuery({
      ...paging.paging,
      ...(search === '' ? {} : { search }),
      ...(position === undefined ? {} : { position }),
    }),
  );
  const selectRow = (row: Player) => {
    setSelectedId(row.id);
  };

  return (
    <div>
      <Typography.Title level={2}>Player Data Management</Typography.Title>
      <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        {searchBox}
        {positionFilter}
      </div>
      <ListDetailLayout
        list={<PagedListTable spec={PLAYERS_LIST} list={list} selectedId={selectedId} onSelect={selectRow} />}
        detail={<PlayerDetail id={selectedId} />}
      />
    </div>
  );
}
