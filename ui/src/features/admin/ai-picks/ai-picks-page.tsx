import { useState } from 'react';
import { App, Button } from 'antd';
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
  type AiPick,
  type AiPickUpdate,
} from '@edgeboard/domain';
import { STAT_TYPE_OPTIONS } from '@/features/admin/common/admin-format';
import { choiceOf, searchOf, useChoice, useSearch } from '@/features/admin/common/list-filters';
import { usePagedList, type AdminListSpec } from '@/features/admin/common/paged-list-table';
import { ListScreen } from '@/features/admin/common/list-screen';
import { listArgs, useAdminList } from '@/features/admin/common/use-admin-list';
import { useSelectedDetail, useSelection } from '@/features/admin/common/use-selection';
import { WeekFilter, weekParams, type WeekChoice } from '@/features/admin/common/week-filter';
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
import { confirmDelete } from '@/features/admin/common/mutation-outcome';
import type { ApiError } from '@/lib/base-query';

export const AI_PICKS_LOAD_FAILED_MESSAGE = 'Could not load the AI picks.';
export const AI_PICK_DELETE_CONFIRM_MESSAGE =
  'Are you sure you want to delete this AI pick? This action cannot be undone.';
export const GENERATE_PATH = '/admin/content/aipicks/generate';

/** The server's message when it refused because the pick's game has kicked off (read by code, never by text). */
function lockedMessageOf(e: unknown): string | null {
  const err = e as Partial<ApiError> | null | undefined;
  return err?.code === PICK_LOCKED_CODE && typeof err.message === 'string' ? err.message : null;
}

const SEARCH = searchOf('Search AI picks', 'Search player or opponent', { width: 240 });
const STAT_TYPE_FILTER = choiceOf('Stat type filter', 'All Stat Types', STAT_TYPE_OPTIONS, {
  width: 180,
});
const BAND_FILTER = choiceOf('Confidence filter', 'All Confidence', CONFIDENCE_BAND_OPTIONS, {
  width: 180,
});
const RESULT_FILTER = choiceOf('Result filter', 'All Results', RESULT_FILTER_OPTIONS, { width: 140 });
const AI_PICKS_LIST: AdminListSpec<AiPick> = {
  columns: AI_PICK_COLUMNS,
  size: 'small',
  failedMessage: AI_PICKS_LOAD_FAILED_MESSAGE,
  logLabel: 'Admin AI picks list failed',
  emptyText: NO_AI_PICKS_FOUND_MESSAGE,
  emptyWhileLoading: ' ',
};

export function Component() {
  const { message, modal } = App.useApp();
  const paging = useAdminList(AI_PICK_SORT_FIELDS);
  const [search, searchBox] = useSearch(paging, SEARCH);
  const [statType, statTypeFilter] = useChoice(paging, STAT_TYPE_FILTER);
  const [band, bandFilter] = useChoice(paging, BAND_FILTER);
  const [weekChoice, setWeekChoice] = useState<WeekChoice>({});
  const [result, resultFilter] = useChoice(paging, RESULT_FILTER);
  const selection = useSelection();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [lockedNotice, setLockedNotice] = useState<{ id: string; message: string } | null>(null);

  const list = usePagedList(
    paging,
    useAdminAiPicksQuery(listArgs(paging, { search, statType, band, ...weekParams(weekChoice), result })),
  );
  const { selected, loading, failed } = useSelectedDetail(selection.selectedId, useAdminAiPickQuery);
  const [updatePick, update] = useUpdateAiPickMutation();
  const [deletePick, removal] = useDeleteAiPickMutation();

  const selectRow = (row: AiPick) => {
    selection.select(row);
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

  const askDelete = (pick: AiPick) => {
    confirmDelete(modal, {
      title: `Delete the ${pick.player} pick?`,
      content: AI_PICK_DELETE_CONFIRM_MESSAGE,
      onOk: async () => {
        try {
          await deletePick(pick.id).unwrap();
          void message.success(AI_PICK_DELETE_SUCCESS_MESSAGE);
          selection.forget(pick.id);
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

  return (
    <ListScreen
      title="AI Picks"
      action={
        <Button type="primary" href={GENERATE_PATH} target="_blank" rel="noopener">
          Generate
        </Button>
      }
      filters={[
        searchBox,
        statTypeFilter,
        bandFilter,
        <WeekFilter value={weekChoice} onChange={paging.withPageReset(setWeekChoice)} />,
        resultFilter,
      ]}
      spec={AI_PICKS_LIST}
      list={list}
      selection={{ selectedId: selection.selectedId, select: selectRow }}
      detail={
        <AiPickDetail
          pick={selected}
          loading={loading}
          failed={failed}
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
            if (selected !== undefined) askDelete(selected);
          }}
          lockedNotice={
            lockedNotice !== null && lockedNotice.id === selected?.id ? lockedNotice.message : undefined
          }
        />
      }
    />
  );
}
