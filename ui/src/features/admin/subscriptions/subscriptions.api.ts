import { Subscription, type SubscriptionStatus, type Tier } from '@edgeboard/domain';
import { api } from '../../../app/api';
import { adminPageOf, type AdminPage } from '../common/admin-page';

/** GET /api/admin/subscriptions query: `search` is a user's e-mail address or id. */
export interface SubscriptionListArgs {
  page: number;
  pageSize: number;
  status?: SubscriptionStatus | undefined;
  plan?: Tier | undefined;
  search?: string | undefined;
}

export const subscriptionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSubscriptions: build.query<AdminPage<Subscription>, SubscriptionListArgs>({
      query: ({ page, pageSize, status, plan, search }) => ({
        url: 'admin/subscriptions',
        params: {
          page,
          pageSize,
          ...(status === undefined ? {} : { status }),
          ...(plan === undefined ? {} : { plan }),
          ...(search === undefined ? {} : { search }),
        },
      }),
      responseSchema: adminPageOf(Subscription),
      providesTags: [{ type: 'AdminSubscriptions', id: 'LIST' }],
    }),
  }),
});

export const { useAdminSubscriptionsQuery } = subscriptionsAdminApi;
