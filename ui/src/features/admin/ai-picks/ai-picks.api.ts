import {
  AiPick,
  GeneratePicksRequest,
  GeneratePicksResult,
  type AiPickListQuery,
  type AiPickUpdate,
} from '@edgeboard/domain';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { Deleted, deleteById, getById, saveById, sendJson } from '@/lib/endpoints';
import { pageQuery, type AdminPage } from '@/features/admin/common/admin-page';
import { showSavedRow } from '@/features/admin/common/cached-pages';

export type AiPickListArgs = Partial<AiPickListQuery>;

/** POST /api/admin/ai-picks/generate: the week asked for and what the engine wrote. */
export const GenerateRequest = GeneratePicksRequest;
export type GenerateRequest = GeneratePicksRequest;
export const GenerateResponse = GeneratePicksResult;
export type GenerateResponse = GeneratePicksResult;

export const aiPicksAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAiPicks: build.query<AdminPage<AiPick>, AiPickListArgs>(
      pageQuery('admin/ai-picks', AiPick, 'AdminAiPicks'),
    ),
    adminAiPick: build.query<AiPick, string>(getById('admin/ai-picks', AiPick, 'AdminAiPicks')),
    updateAiPick: build.mutation<AiPick, { id: string; changes: AiPickUpdate }>({
      ...saveById('PUT', 'admin/ai-picks', 'changes', AiPick),
      // The saved row and the open panel show the server's answer at once, without refetching the page.
      async onQueryStarted({ id }, lifecycle) {
        await showSavedRow(aiPicksAdminApi, { list: 'adminAiPicks', detail: 'adminAiPick' }, id, lifecycle);
      },
    }),
    deleteAiPick: build.mutation<z.infer<typeof Deleted>, string>(
      deleteById('admin/ai-picks', Deleted, [{ type: 'AdminAiPicks', id: 'LIST' }]),
    ),
    generateAiPicks: build.mutation<GenerateResponse, GenerateRequest>(
      sendJson('POST', 'admin/ai-picks/generate', GenerateResponse, [{ type: 'AdminAiPicks', id: 'LIST' }]),
    ),
  }),
});

export const {
  useAdminAiPicksQuery,
  useAdminAiPickQuery,
  useUpdateAiPickMutation,
  useDeleteAiPickMutation,
  useGenerateAiPicksMutation,
} = aiPicksAdminApi;
