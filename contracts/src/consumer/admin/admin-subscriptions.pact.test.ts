import { MatchersV3 } from '@pact-foundation/pact';
import { SUBSCRIPTION_STATUSES, TIERS } from '@edgeboard/domain';
import { subscriptionsAdminApi } from '@edgeboard/ui/src/features/admin/subscriptions/subscriptions.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, itRefusesNonAdmins } from '../interaction';
import { subscription, userProfile } from './admin-examples';

const args = {
  page: 1,
  pageSize: 20,
  search: userProfile.email,
  sortBy: 'user_email' as const,
  sortOrder: 'asc' as const,
};

describe('admin subscriptions (ui/src/features/admin/subscriptions/subscriptions.api.ts)', () => {
  it("lists a user's subscriptions with the user's name and e-mail, searched by e-mail, sorted", async () => {
    const row = {
      ...subscription,
      user_name: userProfile.name,
      user_email: userProfile.email,
      tier: oneOf(TIERS, subscription.tier),
      status: oneOf(SUBSCRIPTION_STATUSES, subscription.status),
    };
    const search = MatchersV3.fromProviderState('${subscriberEmail}', userProfile.email);
    const upon = "an admin search for a user's subscriptions, sorted by e-mail";
    const { data } = await api(upon, STATE.admin, STATE.subscriber)
      .get('/api/admin/subscriptions', {
        page: '1',
        pageSize: '20',
        search,
        sortBy: 'user_email',
        sortOrder: 'asc',
      })
      .answers(200, shapeOf({ data: [row], count: 1 }))
      .data((ui) => ui.dispatch(subscriptionsAdminApi.endpoints.adminSubscriptions.initiate(args)));
    expect(data[0]).toMatchObject({ user_id: subscription.user_id, user_email: userProfile.email });
  });

  itRefusesNonAdmins(
    'a request for the subscriptions from a subscriber who is not an admin',
    '/api/admin/subscriptions',
    { page: '1', pageSize: '20' },
    (ui) =>
      ui.dispatch(subscriptionsAdminApi.endpoints.adminSubscriptions.initiate({ page: 1, pageSize: 20 })),
  );
});
