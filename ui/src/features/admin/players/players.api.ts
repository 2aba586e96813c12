import { z } from 'zod';
import { GameLogEntry, Player, type PlayerListQuery, type PlayerUpdate } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { adminPageOf, type AdminPage } from '@/features/admin/common/admin-page';

export type PlayerListArgs = Pick<PlayerListQuery, 'page' | 'pageSize'> &
  Partial<Pick<PlayerListQuery, 'search' | 'position'>>;

export const PlayerStats = z.object({ player: Player, games: z.array(GameLogEntry) });
export type PlayerStats = z.infer<typeof PlayerStats>;

const LIST = { type: 'AdminPlayers', id: 'LIST' } as const;

export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPlayers: build.query<AdminPage<Player>, PlayerListArgs>({
      query: (params) => ({ url: 'admin/players', params }),
      responseSchema: adminPageOf(Player),
      providesTags: (page) => [
        LIST,
        ...(page?.data ?? []).map((p) => ({ type: 'AdminPlayers' as const, id: p.id })),
      ],
    }),
    adminPlayer: build.query<Player, string>({
      query: (id) => `admin/players/${encodeURIComponent(id)}`,
      responseSchema: Player,
      providesTags: (_r, _e, id) => [{ type: 'AdminPlayers', id }],
    }),
    adminPlayerStats: build.query<PlayerStats, string>({
      query: (id) => `admin/players/${encodeURIComponent(id)}/stats`,
      responseSchema: PlayerStats,
      providesTags: (_r, _e, id) => [{ type: 'AdminPlayers', id }],
    }),
    updateAdminPlayer: build.mutation<Player, { id: string; patch: PlayerUpdate }>({
      query: ({ id, patch }) => ({
        url: `admin/players/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: patch,
      }),
      responseSchema: Player,
      // The saved row and the open panel show the server's answer at once; the list refetches afterwards
      // because an edited name or position may move the player out of the current search.
      async onQueryStarted({ id }, lifecycle) {
        let saved: Player;
        try {
          saved = (await lifecycle.queryFulfilled).data;
        } catch {
          return; // the screen reports the failure from the mutation's own result
        }
        void lifecycle.dispatch(playersApi.util.upsertQueryData('adminPlayer', id, saved));
        for (const args of playersApi.util.selectCachedArgsForQuery(lifecycle.getState(), 'adminPlayers')) {
          lifecycle.dispatch(
            playersApi.util.updateQueryData('adminPlayers', args, (page) => {
              const i = page.data.findIndex((p) => p.id === id);
              if (i >= 0) page.data[i] = saved;
            }),
          );
        }
      },
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useAdminPlayersQuery,
  useAdminPlayerQuery,
  useAdminPlayerStatsQuery,
  useUpdateAdminPlayerMutation,
} = playersApi;
