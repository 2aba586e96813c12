import { useState } from 'react';
import { Button, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import {
  LOADING_TEXT,
  NO_PROP_LINES_FOUND_MESSAGE,
  PROP_LINE_SORT_FIELDS,
  statTypeLabel,
  type PropLine,
} from '@edgeboard/domain';
import { STAT_TYPE_OPTIONS } from '@/features/admin/common/admin-format';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { ListScreen } from '@/features/admin/common/list-screen';
import { listArgs, useAdminList } from '@/features/admin/common/use-admin-list';
import { useSelection } from '@/features/admin/common/use-selection';
import { sortableColumnsOf } from '@/features/admin/common/columns';
import { WeekFilter, weekParams, type WeekChoice } from '@/features/admin/common/week-filter';
import { PropLineDetail } from './prop-line-detail';
import { useAdminPropLinesQuery } from './prop-lines.api';
import { formatPulledAt, localDayRange } from './pulled-at';

export const IMPORT_PATH = '/admin/content/proplines/import';
export const PROP_LINES_LOAD_FAILED = 'Could not load prop lines.';

// Keys are the API's sort columns (PROP_LINE_SORT_FIELDS); unsorted, the most recently pulled come first.
const column = sortableColumnsOf<PropLine>();
const columns: TableColumnsType<PropLine> = [
  column('Player', 'player'),
  column('Stat Type', 'stat_type', (s) => statTypeLabel(s)),
  { ...column('Line Value', 'line_value'), align: 'right' },
  column('Sportsbook', 'sportsbook'),
  {
    key: 'week',
    title: 'Week',
    sorter: true,
    render: (_v, l: PropLine) =>
      l.season === undefined || l.week === undefined ? '—' : `${String(l.season)} W${String(l.week)}`,
  },
  column('Pulled At', 'pulled_at', (t) => formatPulledAt(t)),
];

const WIDE = { flex: '1 1 220px', maxWidth: 360 };
const SEARCH = searchOf('Search prop lines by player', 'Search by player name', WIDE);
const SPORTSBOOK_SEARCH = searchOf('Filter by sportsbook', 'Sportsbook', {
  flex: '0 1 180px',
  minWidth: 150,
});
const STAT_TYPE_FILTER = {
  ...choiceOf('Stat type', 'All Stat Types', STAT_TYPE_OPTIONS, { flex: '0 1 200px', minWidth: 170 }),
  virtual: false,
};
const PROP_LINES_LIST: AdminListSpec<PropLine> = {
  columns,
  failedMessage: PROP_LINES_LOAD_FAILED,
  logLabel: 'Prop line list failed to load',
  emptyText: NO_PROP_LINES_FOUND_MESSAGE,
  emptyWhileLoading: LOADING_TEXT,
};

export function Component() {
  const paging = useAdminList(PROP_LINE_SORT_FIELDS);
  const [search, searchBox] = useSearch(paging, SEARCH);
  const [statType, statTypeFilter] = useChoice(paging, STAT_TYPE_FILTER);
  const [weekChoice, setWeekChoice] = useState<WeekChoice>({});
  const [sportsbook, sportsbookBox] = useSearch(paging, SPORTSBOOK_SEARCH);
  const [pulledOn, setPulledOn] = useState('');
  const selection = useSelection();
  const list = usePagedList(
    paging,
    useAdminPropLinesQuery(
      listArgs(paging, {
        search,
        statType,
        ...weekParams(weekChoice),
        sportsbook,
        ...localDayRange(pulledOn),
      }),
    ),
  );

  return (
    <ListScreen
      title="Prop Lines Management"
      action={
        <Button
          type="primary"
          icon={<ImportOutlined aria-hidden />}
          href={IMPORT_PATH}
          target="_blank"
          rel="noopener noreferrer"
        >
          Import Prop Lines
        </Button>
      }
      filters={[
        searchBox,
        statTypeFilter,
        <WeekFilter value={weekChoice} onChange={paging.withPageReset(setWeekChoice)} />,
        sportsbookBox,
        <Input
          type="date"
          aria-label="Pulled on"
          value={pulledOn}
          onChange={(e) => {
            setPulledOn(e.target.value);
            paging.setPage(1);
          }}
          style={{ flex: '0 1 170px', minWidth: 150 }}
        />,
      ]}
      spec={PROP_LINES_LIST}
      list={list}
      selection={selection}
      detail={<PropLineDetail id={selection.selectedId} onDeleted={selection.forget} />}
    />
  );
}
