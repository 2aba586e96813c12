import { z } from 'zod';
import {
  AdminSubscriptionView,
  pageOf,
  UserActivity,
  UserProfile,
  type Role,
  type UserListQuery,
} from '@edgeboard/domain';
import { api } from '@/lib/api';
import { definedOnly } from '@/lib/endpoints';
import type { AdminPage } from '@/features/admin/common/admin-page';
import { patchCachedPages, replaceRow } from '@/features/admin/common/cached-pages';

export type UserListArgs = Pick<
  UserListQuery,
  'page' | 'pageSize' | 'role' | 'search' | 'sortBy' | 'sortOrder'
>;

const activityTag = (id: string) => ({ type: 'AdminUsers' as const, id: `activity:${id}` });

export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminPage<UserProfile>, UserListArgs>({
      query: ({ page, pageSize, search, role, sortBy, sortOrder }) => ({
        url: 'admin/users',
        params: {
          page,
          pageSize,
          ...definedOnly({ search, role }),
          ...(sortBy === undefined ? {} : { sortBy, sortOrder }),
        },
      }),
      responseSchema: pageOf(UserProfile),
      providesTags: [{ type: 'AdminUsers', id: 'LIST' }],
    }),
    adminUserSubscription: build.query<AdminSubscriptionView | null, string>({
      query: (id) => `admin/users/${encodeURIComponent(id)}/subscription`,
      responseSchema: AdminSubscriptionView.nullable(),
      providesTags: (_r, _e, id) => [{ type: 'AdminUsers', id: `subscription:${id}` }],
    }),
    adminUserActivity: build.query<UserActivity[], string>({
      query: (id) => `admin/users/${encodeURIComponent(id)}/activity`,
      responseSchema: z.array(UserActivity),
      providesTags: (_r, _e, id) => [activityTag(id)],
    }),
    changeUserRole: build.mutation<UserProfile, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `admin/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { role },
      }),
      responseSchema: UserProfile,
      // A role change writes an activity row and may move the admin counts on the home tiles.
      invalidatesTags: (_r, error, { id }) => (error === undefined ? [activityTag(id), 'AdminMetrics'] : []),
      // The saved row changes in every cached page at once, without refetching (spec: "update locally").
      async onQueryStarted({ id }, lifecycle) {
        await patchCachedPages(usersAdminApi, 'adminUsers', lifecycle, (saved) => replaceRow(id, saved));
      },
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserSubscriptionQuery,
  useAdminUserActivityQuery,
  useChangeUserRoleMutation,
} = usersAdminApi;
