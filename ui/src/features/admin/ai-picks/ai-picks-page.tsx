import { useEffect, useState } from 'react';
import { App, Button, Input, Select, Space, Typography } from 'antd';
import {
  AI_PICK_DELETE_ERROR_MESSAGE,
  AI_PICK_SORT_FIELDS,
  AI_PICK_DELETE_FAILED_MESSAGE,
  AI_PICK_DELETE_SUCCESS_MESSAGE,
  AI_PICK_UPDATE_ERROR_MESSAGE,
  AI_PICK_UPDATE_FAILED_MESSAGE,
  AI_PICK_UPDATE_SUCCESS_MESSAGE,
  NO_AI_PICKS_FOUND_MESSAGE,
  PICK_LOCKED_CODE,
  STAT_TYPES,
  statTypeLabel,
  type AiPick,
  type AiPickUpdate,
  type ConfidenceBand,
  type PickResultFilter,
  type StatType,
} from '@edgeboard/domain';
import { AdminListTable } from '@/features/admin/common/admin-list-table';
import { ListDetailLayout } from '@/features/admin/common/list-detail-layout';
import { useAdminList } from '@/features/admin/common/use-admin-list';
import { WeekFilter, type WeekChoice } from '@/features/admin/common/week-filter';
import { AI_PICK_COLUMNS, RESULT_FILTER_OPTIONS } from './ai-pick-columns';
import { AiPickDetail } from './ai-pick-detail';
import {
  useAdminAiPickQuery,
  useAdminAiPicksQuery,
  useDeleteAiPickMutation,
  useUpdateAiPickMutation,
} from './ai-picks.api';
import { CONFIDENCE_BAND_OPTIONS } from './confidence-bands';
import { failureKind } from '@/features/admin/common/failure-kind';
import type { ApiError } from '@/lib/base-query';

export const AI_PICKS_LOAD_FAILED_MESSAGE = 'Could not load the AI picks.';
export const AI_PICK_DELETE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this AI pick? This action cannot be undone.';
export const GENERATE_PATH = '/admin/content/aipicks/generate';

const ALL = '';

/** The server's message when it refused because the pick's game has kicked off (read by code, never by text). */
function lockedMessageOf(e: unknown): string | null {
  const err = e as Partial<ApiError> | null | undefined;
  return err?.code === PICK_LOCKED_CODE && typeof err.message === 'string' ? err.message : null;
}

export function Component() {
  const { message, modal } = App.useApp();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [statType, setStatType] = useState<StatType | typeof ALL>(ALL);
  const [band, setBand] = useState<ConfidenceBand | typeof ALL>(ALL);
  const [weekChoice, setWeekChoice] = useState<WeekChoice>({});
  const [result, setResult] = useState<PickResultFilter | typeof ALL>(ALL);
  const paging = useAdminList(AI_PICK_SORT_FIELDS);
  const { setPage } = paging;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [lockedNotice, setLockedNotice] = useState<{ id: string; message: string } | null>(null);

  const list = useAdminAiPicksQuery({
    ...paging.paging,
    ...(search === '' ? {} : { search }),
    ...(statType === ALL ? {} : { statType }),
    ...(band === ALL ? {} : { band }),
    ...(weekChoice.season === undefined ? {} : { season: weekChoice.season }),
    ...(weekChoice.week === undefined ? {} : { week: weekChoice.week }),
    ...(result === ALL ? {} : { result }),
  });
  // Deleting the last row of the last page leaves that page empty: fall back to the new last page.
  paging.clampTo(list.currentData?.count);
  const detail = useAdminAiPickQuery(selectedId ?? '', { skip: selectedId === null });
  const [updatePick, update] = useUpdateAiPickMutation();
  const [deletePick, removal] = useDeleteAiPickMutation();

  useEffect(() => {
    if (list.isError) console.error('Admin AI picks list failed', list.error);
  }, [list.isError, list.error]);

  const select = (id: string) => {
    setSelectedId(id);
    setMode('view');
  };

  const save = async (id: string, changes: AiPickUpdate) => {
    try {
      await updatePick({ id, changes }).unwrap();
      void message.success(AI_PICK_UPDATE_SUCCESS_MESSAGE);
      setMode('view');
    } catch (e) {
      const locked = lockedMessageOf(e);
      if (locked !== null) {
        setLockedNotice({ id, message: locked });
        setMode('view');
        void message.error(locked);
        return;
      }
      void message.error(
        failureKind(e) === 'failed' ? AI_PICK_UPDATE_FAILED_MESSAGE : AI_PICK_UPDATE_ERROR_MESSAGE,
      );
    }
  };

  const confirmDelete = (pick: AiPick) => {
    void modal.confirm({
      title: `Delete the ${pick.player} pick?`,
      content: AI_PICK_DELETE_CONFIRM_MESSAGE,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deletePick(pick.id).unwrap();
          void message.success(AI_PICK_DELETE_SUCCESS_MESSAGE);
          setSelectedId((current) => (current === pick.id ? null : current));
          setMode('view');
        } catch (e) {
          const locked = lockedMessageOf(e);
          if (locked !== null) {
            setLockedNotice({ id: pick.id, message: locked });
            void message.error(locked);
            return;
          }
          void message.error(
            failureKind(e) === 'failed' ? AI_PICK_DELETE_FAILED_MESSAGE : AI_PICK_DELETE_ERROR_MESSAGE,
          );
        }
      },
    });
  };

  const rows = list.data?.data ?? [];
  const total = list.data?.count ?? 0;
  const selected = selectedId === null ? undefined : detail.data;

  const listPanel = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          aria-label="Search AI picks"
          placeholder="Search player or opponent"
          allowClear
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
          }}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
        />
        <Select<StatType | typeof ALL>
          aria-label="Stat type filter"
          value={statType}
          onChange={(v) => {
            setStatType(v);
            setPage(1);
          }}
          style={{ width: 180 }}
          options={[
            { value: ALL, label: 'All Stat Types' },
            ...STAT_TYPES.map((s) => ({ value: s, label: statTypeLabel(s) })),
          ]}
        />
        <Select<ConfidenceBand | typeof ALL>
          aria-label="Confidence filter"
          value={band}
          onChange={(v) => {
            setBand(v);
            setPage(1);
          }}
          style={{ width: 180 }}
          options={[{ value: ALL, label: 'All Confidence' }, ...CONFIDENCE_BAND_OPTIONS]}
        />
        <WeekFilter
          value={weekChoice}
          onChange={(v) => {
            setWeekChoice(v);
            setPage(1);
          }}
        />
        <Select<PickResultFilter | typeof ALL>
          aria-label="Result filter"
          value={result}
          onChange={(v) => {
            setResult(v);
            setPage(1);
          }}
          style={{ width: 140 }}
          options={[{ value: ALL, label: 'All Results' }, ...RESULT_FILTER_OPTIONS]}
        />
      </Space>
      <AdminListTable<AiPick>
        size="small"
        rows={rows}
        loading={list.isFetching}
        emptyText={list.isLoading ? ' ' : NO_AI_PICKS_FOUND_MESSAGE}
        selectedId={selectedId}
        onSelect={(r) => {
          select(r.id);
        }}
        failure={
          list.isError
            ? { message: AI_PICKS_LOAD_FAILED_MESSAGE, onRetry: () => void list.refetch() }
            : undefined
        }
        pager={{
          page: paging.page,
          pageSize: paging.pageSize,
          total,
          onPage: setPage,
          onPageSize: paging.setPageSize,
        }}
        sort={paging.tableSort}
        columns={AI_PICK_COLUMNS}
      />
    </Space>
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          AI Picks
        </Typography.Title>
        <Button type="primary" href={GENERATE_PATH} target="_blank" rel="noopener">
          Generate
        </Button>
      </div>
      <ListDetailLayout
        list={listPanel}
        detail={
          <AiPickDetail
            pick={selected}
            loading={selectedId !== null && detail.isFetching && detail.data?.id !== selectedId}
            failed={selectedId !== null && detail.isError}
            mode={mode}
            saving={update.isLoading}
            deleting={removal.isLoading}
            onEdit={() => {
              setMode('edit');
            }}
            onCancel={() => {
              setMode('view');
            }}
            onSave={(changes) => {
              if (selected !== undefined) void save(selected.id, changes);
            }}
            onDelete={() => {
              if (selected !== undefined) confirmDelete(selected);
            }}
            lockedNotice={
              lockedNotice !== null && lockedNotice.id === selected?.id ? lockedNotice.message : undefined
            }
          />
        }
      />
    </Space>
  );
}
