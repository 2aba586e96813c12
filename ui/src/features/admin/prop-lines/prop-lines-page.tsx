import { useEffect, useState } from 'react';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useClampedPage } from '../common/use-clamped-page';
import type { TableColumnsType } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import {
  LOADING_TEXT,
  NO_PROP_LINES_FOUND_MESSAGE,
  PROP_LINE_PAGE_SIZE,
  statTypeLabel,
  type PropLine,
  type StatType,
} from '@edgeboard/domain';
import { AdminListTable } from '../common/admin-list-table';
import { ListDetailLayout } from '../common/list-detail-layout';
import { PropLineDetail } from './prop-line-detail';
import { STAT_TYPE_OPTIONS } from './prop-line-edit-form';
import { useAdminPropLinesQuery } from './prop-lines.api';
import { formatPulledAt } from './pulled-at';

const ALL_STAT_TYPES = 'All Stat Types';
const FILTER_OPTIONS = [{ value: ALL_STAT_TYPES, label: ALL_STAT_TYPES }, ...STAT_TYPE_OPTIONS];
export const IMPORT_PATH = '/admin/content/proplines/import';
export const PROP_LINES_LOAD_FAILED = 'Could not load prop lines.';

const columns: TableColumnsType<PropLine> = [
  { title: 'Player', dataIndex: 'player' },
  { title: 'Stat Type', dataIndex: 'stat_type', render: (s: StatType) => statTypeLabel(s) },
  { title: 'Line Value', dataIndex: 'line_value', align: 'right' },
  { title: 'Sportsbook', dataIndex: 'sportsbook' },
  { title: 'Pulled At', dataIndex: 'pulled_at', render: (t: string) => formatPulledAt(t) },
];

export function Component() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [statType, setStatType] = useState<string>(ALL_STAT_TYPES);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const list = useAdminPropLinesQuery({
    page,
    pageSize: PROP_LINE_PAGE_SIZE,
    ...(search === '' ? {} : { search }),
    ...(statType === ALL_STAT_TYPES ? {} : { statType: statType as StatType }),
  });

  // A page past the end (its last rows deleted or edited away) falls back to the last page.
  useClampedPage(page, setPage, list.currentData?.count, PROP_LINE_PAGE_SIZE);

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
            pager={{ page, pageSize: PROP_LINE_PAGE_SIZE, total: list.data?.count ?? 0, onPage: setPage }}
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
