import { PropLinePicks } from '@edgeboard/domain';
import { api } from '@/lib/api';

/** GET /api/admin/prop-lines/{id}/picks: the AI picks priced from a line (the panel's related AI picks). */
export const propLinePicksApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPropLinePicks: build.query<PropLinePicks, string>({
      query: (id) => `admin/prop-lines/${encodeURIComponent(id)}/picks`,
      responseSchema: PropLinePicks,
      // Any pick edit, delete or generation run, and any line edit (it re-prices), can change the list.
      providesTags: [{ type: 'AdminAiPicks', id: 'LIST' }],
    }),
  }),
});

export const { useAdminPropLinePicksQuery } = propLinePicksApi;
