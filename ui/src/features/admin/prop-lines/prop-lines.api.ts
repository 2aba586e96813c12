import { z } from 'zod';
import {
  PropLine,
  PropLineImportReport,
  type PropLineListQuery,
  type PropLineUpdate,
} from '@edgeboard/domain';
import { api } from '@/lib/api';
import { adminPageOf, type AdminPage } from '@/features/admin/common/admin-page';

export type PropLineListArgs = Pick<PropLineListQuery, 'page' | 'pageSize'> &
  Partial<Omit<PropLineListQuery, 'page' | 'pageSize'>>;

export const ImportReport = PropLineImportReport;
export type ImportReport = PropLineImportReport;
export type ImportRow = ImportReport['rows'][number];

const LIST = { type: 'AdminPropLines', id: 'LIST' } as const;

export const propLinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPropLines: build.query<AdminPage<PropLine>, PropLineListArgs>({
      query: (params) => ({ url: 'admin/prop-lines', params }),
      responseSchema: adminPageOf(PropLine),
      providesTags: (page) => [
        LIST,
        ...(page?.data ?? []).map((l) => ({ type: 'AdminPropLines' as const, id: l.id })),
      ],
    }),
    adminPropLine: build.query<PropLine, string>({
      query: (id) => `admin/prop-lines/${encodeURIComponent(id)}`,
      responseSchema: PropLine,
      providesTags: (_r, _e, id) => [{ type: 'AdminPropLines', id }],
    }),
    updateAdminPropLine: build.mutation<PropLine, { id: string; patch: PropLineUpdate }>({
      query: ({ id, patch }) => ({
        url: `admin/prop-lines/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: patch,
      }),
      responseSchema: PropLine,
      // The row and the open panel show the saved line at once; the list then refetches, as an edit may move
      // the line out of the current search or filter.
      async onQueryStarted({ id }, lifecycle) {
        let saved: PropLine;
        try {
          saved = (await lifecycle.queryFulfilled).data;
        } catch {
          return; // the screen reports the failure from the mutation's own result
        }
        void lifecycle.dispatch(propLinesApi.util.upsertQueryData('adminPropLine', id, saved));
        for (const args of propLinesApi.util.selectCachedArgsForQuery(
          lifecycle.getState(),
          'adminPropLines',
        )) {
          lifecycle.dispatch(
            propLinesApi.util.updateQueryData('adminPropLines', args, (page) => {
              const i = page.data.findIndex((l) => l.id === id);
              if (i >= 0) page.data[i] = saved;
            }),
          );
        }
      },
      // The server also re-prices the line's pick, so cached AI pick lists are stale after a save.
      invalidatesTags: [LIST, 'AdminAiPicks'],
    }),
    deleteAdminPropLine: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `admin/prop-lines/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: z.object({ success: z.literal(true) }),
      async onQueryStarted(id, lifecycle) {
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return;
        }
        for (const args of propLinesApi.util.selectCachedArgsForQuery(
          lifecycle.getState(),
          'adminPropLines',
        )) {
          lifecycle.dispatch(
            propLinesApi.util.updateQueryData('adminPropLines', args, (page) => {
              const before = page.data.length;
              page.data = page.data.filter((l) => l.id !== id);
              page.count -= before - page.data.length;
            }),
          );
        }
      },
      // Only the list: refetching the deleted line itself would just answer 404.
      invalidatesTags: [LIST],
    }),
    importPropLines: build.mutation<ImportReport, { csv: string; dryRun: boolean }>({
      query: ({ csv, dryRun }) => ({
        url: 'admin/prop-lines/import',
        method: 'POST',
        params: dryRun ? { dryRun: 'true' } : {},
        headers: { 'Content-Type': 'text/csv' },
        body: csv,
      }),
      responseSchema: ImportReport,
      invalidatesTags: (_r, _e, { dryRun }) => (dryRun ? [] : [LIST]),
    }),
  }),
});

export const {
  useAdminPropLinesQuery,
  useAdminPropLineQuery,
  useUpdateAdminPropLineMutation,
  useDeleteAdminPropLineMutation,
  useImportPropLinesMutation,
} = propLinesApi;
