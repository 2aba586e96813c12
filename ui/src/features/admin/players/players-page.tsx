import { Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { LOADING_TEXT, NO_PLAYERS_FOUND_MESSAGE, POSITIONS, type Player } from '@edgeboard/domain';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { listArgs, useAdminList } from '@/features/admin/common/use-admin-list';
import { useSelection } from '@/features/admin/common/use-selection';
import { ListScreen } from '@/features/admin/common/list-screen';
import { PlayerDetail } from './player-detail';
import { knownIds } from '@/features/admin/common/player-ids';
import { useAdminPlayersQuery } from './players.api';

export const PLAYERS_LOAD_FAILED = 'Could not load players.';

function ExternalIds({ player }: { player: Player }) {
  return (
    <Space size={4} wrap>
      {knownIds(player).map(({ source, id }) => (
        <Tag key={source}>
          {source}: {id}
        </Tag>
      ))}
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
  const selection = useSelection();
  const list = usePagedList(paging, useAdminPlayersQuery(listArgs(paging, { search, position })));

  return (
    <ListScreen
      title="Player Data Management"
      filters={[searchBox, positionFilter]}
      spec={PLAYERS_LIST}
      list={list}
      selection={selection}
      detail={<PlayerDetail id={selection.selectedId} />}
    />
  );
}
