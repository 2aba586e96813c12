import { GeneratePicksPreview, type GeneratePicksPreviewQuery } from '@edgeboard/domain';
import { api } from '@/lib/api';

/**
 * GET /api/admin/ai-picks/generate/preview: the current week by the server's season clock (without a week) and
 * how many ungraded picks a run for the week would replace. Nothing is written.
 */
export const generatePreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    generatePreview: build.query<GeneratePicksPreview, GeneratePicksPreviewQuery>({
      query: (params) => ({ url: 'admin/ai-picks/generate/preview', params }),
      responseSchema: GeneratePicksPreview,
      // A run, a pick edit or delete, or an import changes the counts.
      providesTags: [
        { type: 'AdminAiPicks', id: 'LIST' },
        { type: 'AdminPropLines', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGeneratePreviewQuery } = generatePreviewApi;
