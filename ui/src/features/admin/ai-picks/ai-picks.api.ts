import {
  AiPick,
  GeneratePicksRequest,
  GeneratePicksResult,
  type AiPickListQuery,
  type AiPickUpdate,
} from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';
import { adminPageOf, type AdminPage } from '@/features/admin/common/admin-page';

export type AiPickListArgs = Partial<AiPickListQuery>;

/** POST /api/admin/ai-picks/generate: the week asked for and what the engine wrote. */
export const GenerateRequest = GeneratePicksRequest;
export type GenerateRequest = GeneratePicksRequest;
export const GenerateResponse = GeneratePicksResult;
export type GenerateResponse = GeneratePicksResult;

const Deleted = z.object({ success: z.literal(true) });

export const aiPicksAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAiPicks: build.query<AdminPage<AiPick>, AiPickListArgs>({
      query: (params) => ({ url: 'admin/ai-picks', params }),
      responseSchema: adminPageOf(AiPick),
      providesTags: [{ type: 'AdminAiPicks', id: 'LIST' }],
    }),
    adminAiPick: build.query<AiPick, string>({
      query: (id) => `admin/ai-picks/${encodeURIComponent(id)}`,
      responseSchema: AiPick,
      providesTags: (_r, _e, id) => [{ type: 'AdminAiPicks', id }],
    }),
    updateAiPick: build.mutation<AiPick, { id: string; changes: AiPickUpdate }>({
      query: ({ id, changes }) => ({
        url: `admin/ai-picks/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: AiPick,
      // The saved row and the open panel show the server's answer at once, without refetching the page.
      async onQueryStarted({ id }, lifecycle) {
        let saved: AiPick;
        try {
          ({ data: saved } = await lifecycle.queryFulfilled);
        } catch {
          return; // the page reports the failure; the caches keep what the server still holds
        }
        const { dispatch } = lifecycle;
        void dispatch(aiPicksAdminApi.util.upsertQueryData('adminAiPick', id, saved));
        for (const args of aiPicksAdminApi.util.selectCachedArgsForQuery(
          lifecycle.getState(),
          'adminAiPicks',
        )) {
          dispatch(
            aiPicksAdminApi.util.updateQueryData('adminAiPicks', args, (page) => {
              page.data = page.data.map((p) => (p.id === id ? saved : p));
            }),
          );
        }
      },
    }),
    deleteAiPick: build.mutation<z.infer<typeof Deleted>, string>({
      query: (id) => ({ url: `admin/ai-picks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: Deleted,
      invalidatesTags: [{ type: 'AdminAiPicks', id: 'LIST' }],
    }),
    generateAiPicks: build.mutation<GenerateResponse, GenerateRequest>({
      query: (body) => ({ url: 'admin/ai-picks/generate', method: 'POST', body }),
      responseSchema: GenerateResponse,
      invalidatesTags: [{ type: 'AdminAiPicks', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminAiPicksQuery,
  useAdminAiPickQuery,
  useUpdateAiPickMutation,
  useDeleteAiPickMutation,
  useGenerateAiPicksMutation,
} = aiPicksAdminApi;
