import { useEffect, useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import {
  LOADING_TEXT,
  NO_PROP_LINES_FOUND_MESSAGE,
  PROP_LINE_SORT_FIELDS,
  statTypeLabel,
  type PropLine,
  type StatType,
} from '@edgeboard/domain';
import { AdminListTable } from '@/features/admin/common/admin-list-table';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { useAdminList } from '@/features/admin/common/use-admin-list';
import { WeekFilter, type WeekChoice } from '@/features/admin/common/week-filter';
import { PropLineDetail } from './prop-line-detail';
import { STAT_TYPE_OPTIONS } from './prop-line-edit-form';
import { useAdminPropLinesQuery } from './prop-lines.api';
import { formatPulledAt, localDayRange } from './pulled-at';

const ALL_STAT_TYPES = 'All Stat Types';
const FILTER_OPTIONS = [{ value: ALL_STAT_TYPES, label: ALL_STAT_TYPES }, ...STAT_TYPE_OPTIONS];
export const IMPORT_PATH = '/admin/content/proplines/import';
export const PROP_LINES_LOAD_FAILED = 'Could not load prop lines.';

// Keys are the API's sort columns (PROP_LINE_SORT_FIELDS); unsorted, the most recently pulled come first.
const columns: TableColumnsType<PropLine> = [
  { key: 'player', title: 'Player', dataIndex: 'player', sorter: true },
  {
    key: 'stat_type',
    title: 'Stat Type',
    dataIndex: 'stat_type',
    sorter: true,
    render: (s: StatType) => statTypeLabel(s),
  },
  { key: 'line_value', title: 'Line Value', dataIndex: 'line_value', align: 'right', sorter: true },
  { key: 'sportsbook', title: 'Sportsbook', dataIndex: 'sportsbook', sorter: true },
  {
    key: 'week',
    title: 'Week',
    sorter: true,
    render: (_v, l: PropLine) =>
      l.season === undefined || l.week === undefined ? '—' : `${String(l.season)} W${String(l.week)}`,
  },
  {
    key: 'pulled_at',
    title: 'Pulled At',
    dataIndex: 'pulled_at',
    sorter: true,
    render: (t: string) => formatPulledAt(t),
  },
];

export function Component() {
  const paging = useAdminList(PROP_LINE_SORT_FIELDS);
  const { setPage } = paging;
  const [searchText, setSearchText] = useState('');
  const [weekChoice, setWeekChoice] = useState<WeekChoice>({});
  const [bookText, setBookText] = useState('');
  const [sportsbook, setSportsbook] = useState('');
  const [pulledOn, setPulledOn] = useState('');
  const [search, setSearch] = useState('');
  const [statType, setStatType] = useState<string>(ALL_STAT_TYPES);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const list = useAdminPropLinesQuery({
    ...paging.paging,
    ...(search === '' ? {} : { search }),
    ...(statType === ALL_STAT_TYPES ? {} : { statType: statType as StatType }),
    ...(weekChoice.season === undefined ? {} : { season: weekChoice.season }),
    ...(weekChoice.week === undefined ? {} : { week: weekChoice.week }),
    ...(sportsbook === '' ? {} : { sportsbook }),
    ...localDayRange(pulledOn),
  });

  // A page past the end (its last rows deleted or edited away) falls back to the last page.
  paging.clampTo(list.currentData?.count);

  useEffect(() => {
    if (list.isError) console.error('Prop line list failed to load', list.error);
  }, [list.isError, list.error]);

  return (
    <div>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Typography.Title level={2}>Prop Lines Management</Typography.Title>
        <Button
          type="primary"
          icon={<ImportOutlined aria-hidden />}
          href={IMPORT_PATH}
          target="_blank"
          rel="noopener noreferrer"
        >
          Import Prop Lines
        </Button>
      </Flex>
      <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          aria-label="Search prop lines by player"
          placeholder="Search by player name"
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
          aria-label="Stat type"
          value={statType}
          options={FILTER_OPTIONS}
          virtual={false}
          onChange={(value) => {
            setStatType(value);
            setPage(1);
          }}
          style={{ flex: '0 1 200px', minWidth: 170 }}
        />
        <WeekFilter
          value={weekChoice}
          onChange={(v) => {
            setWeekChoice(v);
            setPage(1);
          }}
        />
        <Input.Search
          aria-label="Filter by sportsbook"
          placeholder="Sportsbook"
          allowClear
          value={bookText}
          onChange={(e) => {
            setBookText(e.target.value);
          }}
          onSearch={(value) => {
            setSportsbook(value.trim());
            setPage(1);
          }}
          style={{ flex: '0 1 180px', minWidth: 150 }}
        />
        <Input
          type="date"
          aria-label="Pulled on"
          value={pulledOn}
          onChange={(e) => {
            setPulledOn(e.target.value);
            setPage(1);
          }}
          style={{ flex: '0 1 170px', minWidth: 150 }}
        />
      </div>
      <ListDetailLayout
        list={
          <AdminListTable<PropLine>
            columns={columns}
            rows={list.data?.data ?? []}
            loading={list.isFetching}
            emptyText={list.isLoading ? LOADING_TEXT : NO_PROP_LINES_FOUND_MESSAGE}
            selectedId={selectedId}
            onSelect={(l) => {
              setSelectedId(l.id);
            }}
            failure={
              list.isError
                ? { message: PROP_LINES_LOAD_FAILED, onRetry: () => void list.refetch() }
                : undefined
            }
            pager={{
              page: paging.page,
              pageSize: paging.pageSize,
              total: list.data?.count ?? 0,
              onPage: setPage,
              onPageSize: paging.setPageSize,
            }}
            sort={paging.tableSort}
          />
        }
        detail={
          <PropLineDetail
            id={selectedId}
            onDeleted={(id) => {
              setSelectedId((current) => (current === id ? null : current));
            }}
          />
        }
      />
    </div>
  );
}
