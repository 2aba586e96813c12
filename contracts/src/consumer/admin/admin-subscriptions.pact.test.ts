import { MatchersV3 } from '@pact-foundation/pact';
import { SUBSCRIPTION_STATUSES, TIERS } from '@edgeboard/domain';
import { subscriptionsAdminApi } from '@edgeboard/ui/src/features/admin/subscriptions/subscriptions.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';
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
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.subscriber)
      .uponReceiving("an admin search for a user's subscriptions, sorted by e-mail")
      .withRequest('GET', '/api/admin/subscriptions', (b) =>
        b
          .query({
            page: '1',
            pageSize: '20',
            search: MatchersV3.fromProviderState('${subscriberEmail}', userProfile.email),
            sortBy: 'user_email',
            sortOrder: 'asc',
          })
          .headers(bearer()),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf({ data: [row], count: 1 })))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          subscriptionsAdminApi.endpoints.adminSubscriptions.initiate(args),
        );
        expect(dataOf(result).data[0]).toMatchObject({
          user_id: subscription.user_id,
          user_email: userProfile.email,
        });
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the subscriptions from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/subscriptions', (b) =>
        b.query({ page: '1', pageSize: '20' }).headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          subscriptionsAdminApi.endpoints.adminSubscriptions.initiate({ page: 1, pageSize: 20 }),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });
});
