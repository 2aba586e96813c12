import {
  PropLine,
  PropLineImportReport,
  type PropLineListQuery,
  type PropLineUpdate,
} from '@edgeboard/domain';
import { api } from '@/lib/api';
import { Deleted, deleteById, getById, saveById } from '@/lib/endpoints';
import { pageQuery, type AdminPage } from '@/features/admin/common/admin-page';
import { patchCachedPages, removeRow, showSavedRow } from '@/features/admin/common/cached-pages';

export type PropLineListArgs = Pick<PropLineListQuery, 'page' | 'pageSize'> &
  Partial<Omit<PropLineListQuery, 'page' | 'pageSize'>>;

export const ImportReport = PropLineImportReport;
export type ImportReport = PropLineImportReport;
export type ImportRow = ImportReport['rows'][number];

const LIST = { type: 'AdminPropLines', id: 'LIST' } as const;

export const propLinesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPropLines: build.query<AdminPage<PropLine>, PropLineListArgs>(
      pageQuery('admin/prop-lines', PropLine, 'AdminPropLines'),
    ),
    adminPropLine: build.query<PropLine, string>(getById('admin/prop-lines', PropLine, 'AdminPropLines')),
    updateAdminPropLine: build.mutation<PropLine, { id: string; patch: PropLineUpdate }>({
      ...saveById('PUT', 'admin/prop-lines', 'patch', PropLine),
      // The row and the open panel show the saved line at once; the list then refetches, as an edit may move
      // the line out of the current search or filter.
      async onQueryStarted({ id }, lifecycle) {
        await showSavedRow(propLinesApi, { list: 'adminPropLines', detail: 'adminPropLine' }, id, lifecycle);
      },
      // The server also re-prices the line's pick, so cached AI pick lists are stale after a save.
      invalidatesTags: [LIST, 'AdminAiPicks'],
    }),
    deleteAdminPropLine: build.mutation<{ success: true }, string>({
      // Only the list: refetching the deleted line itself would just answer 404.
      ...deleteById('admin/prop-lines', Deleted, [LIST]),
      async onQueryStarted(id, lifecycle) {
        await patchCachedPages(propLinesApi, 'adminPropLines', lifecycle, () => removeRow<PropLine>(id));
      },
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
