import { z } from 'zod';
import { GameLogEntry, Player, type PlayerListQuery, type PlayerUpdate } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getById, saveById } from '@/lib/endpoints';
import { pageQuery, type AdminPage } from '@/features/admin/common/admin-page';
import { showSavedRow } from '@/features/admin/common/cached-pages';

export type PlayerListArgs = Pick<PlayerListQuery, 'page' | 'pageSize'> &
  Partial<Pick<PlayerListQuery, 'search' | 'position'>>;

export const PlayerStats = z.object({ player: Player, games: z.array(GameLogEntry) });
export type PlayerStats = z.infer<typeof PlayerStats>;

const LIST = { type: 'AdminPlayers', id: 'LIST' } as const;

export const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPlayers: build.query<AdminPage<Player>, PlayerListArgs>(
      pageQuery('admin/players', Player, 'AdminPlayers'),
    ),
    adminPlayer: build.query<Player, string>(getById('admin/players', Player, 'AdminPlayers')),
    adminPlayerStats: build.query<PlayerStats, string>(
      getById('admin/players', PlayerStats, 'AdminPlayers', '/stats'),
    ),
    updateAdminPlayer: build.mutation<Player, { id: string; patch: PlayerUpdate }>({
      ...saveById('PUT', 'admin/players', 'patch', Player),
      // The saved row and the open panel show the server's answer at once; the list refetches afterwards
      // because an edited name or position may move the player out of the current search.
      async onQueryStarted({ id }, lifecycle) {
        await showSavedRow(playersApi, { list: 'adminPlayers', detail: 'adminPlayer' }, id, lifecycle);
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
