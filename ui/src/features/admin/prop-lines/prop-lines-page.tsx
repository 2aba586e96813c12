import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Input, Select, Table, Typography } from 'antd';
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
import { AdminPager } from '../common/admin-pager';
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
          <Flex vertical gap={12}>
            {list.isError && (
              <Alert
                type="error"
                showIcon
                title={PROP_LINES_LOAD_FAILED}
                action={<Button onClick={() => void list.refetch()}>Retry</Button>}
              />
            )}
            <Table<PropLine>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={list.data?.data ?? []}
              loading={list.isFetching}
              pagination={false}
              scroll={{ x: true }}
              locale={{ emptyText: list.isLoading ? LOADING_TEXT : NO_PROP_LINES_FOUND_MESSAGE }}
              rowClassName={(l) => (l.id === selectedId ? 'ant-table-row-selected' : '')}
              onRow={(l) => ({
                tabIndex: 0,
                'aria-selected': l.id === selectedId,
                style: { cursor: 'pointer' },
                onClick: () => {
                  setSelectedId(l.id);
                },
                onKeyDown: (e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    setSelectedId(l.id);
                  }
                },
              })}
            />
            <AdminPager
              page={page}
              pageSize={PROP_LINE_PAGE_SIZE}
              total={list.data?.count ?? 0}
              onPage={setPage}
            />
          </Flex>
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
