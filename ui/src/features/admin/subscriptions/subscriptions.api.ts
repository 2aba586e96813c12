import {
  AdminSubscriptionRow,
  pageOf,
  type SortOrder,
  type SUBSCRIPTION_SORT_FIELDS,
  type SubscriptionStatus,
  type Tier,
} from '@edgeboard/domain';
import { api } from '@/lib/api';
import { definedOnly } from '@/lib/endpoints';
import type { AdminPage } from '@/features/admin/common/admin-page';

/** GET /api/admin/subscriptions query: `search` is part of the user's e-mail or name, or the user's id. */
export interface SubscriptionListArgs {
  page: number;
  pageSize: number;
  status?: SubscriptionStatus | undefined;
  plan?: Tier | undefined;
  search?: string | undefined;
  sortBy?: (typeof SUBSCRIPTION_SORT_FIELDS)[number] | undefined;
  sortOrder?: SortOrder | undefined;
}

export const subscriptionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSubscriptions: build.query<AdminPage<AdminSubscriptionRow>, SubscriptionListArgs>({
      query: ({ page, pageSize, status, plan, search, sortBy, sortOrder }) => ({
        url: 'admin/subscriptions',
        params: {
          page,
          pageSize,
          ...definedOnly({ status, plan, search }),
          ...(sortBy === undefined ? {} : { sortBy, sortOrder }),
        },
      }),
      responseSchema: pageOf(AdminSubscriptionRow),
      providesTags: [{ type: 'AdminSubscriptions', id: 'LIST' }],
    }),
  }),
});

export const { useAdminSubscriptionsQuery } = subscriptionsAdminApi;
