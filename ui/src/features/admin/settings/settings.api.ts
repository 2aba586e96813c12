import { AdminSettings, type SettingsGroup } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getJson } from '@/lib/endpoints';

export interface SaveSettingsGroup<G extends SettingsGroup = SettingsGroup> {
  group: G;
  value: AdminSettings[G];
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSettings: build.query<AdminSettings, void>(
      getJson('admin/settings', AdminSettings, ['AdminSettings']),
    ),
    // The server saves one group and answers the whole record (secrets masked): that answer becomes the cache.
    saveAdminSettingsGroup: build.mutation<AdminSettings, SaveSettingsGroup>({
      query: ({ group, value }) => ({ url: `admin/settings/${group}`, method: 'PUT', body: value }),
      responseSchema: AdminSettings,
      // The site name, description and maintenance state (GET /api/site) come from the application group.
      invalidatesTags: (_result, error, { group }) => (!error && group === 'application' ? ['Site'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(settingsApi.util.upsertQueryData('adminSettings', undefined, data));
        } catch {
          // The page reports the failure from the mutation's own result.
        }
      },
    }),
  }),
});

export const { useAdminSettingsQuery, useSaveAdminSettingsGroupMutation } = settingsApi;
