// The subscriptions screen: each subscription with its user, filtered, searched and sorted as the server does,
// answered by the API's use case (application/src/admin/subscriptions) over the demo world.
import { listSubscriptions } from '@edgeboard/application/admin/subscriptions/list-subscriptions/list-subscriptions';
import { AdminSubscriptionRow, pageOf, SubscriptionListQuery } from '@edgeboard/domain';
import { http } from 'msw';
import { guardedQuery, type AdminPath } from './admin-guard';
import { answer } from './admin-http';
import { adminRepositories } from './admin-repositories';

export const subscriptionsHandlers = (at: AdminPath) => [
  http.get(
    at('/subscriptions'),
    guardedQuery(SubscriptionListQuery, (q, { w }) =>
      answer(pageOf(AdminSubscriptionRow), () => listSubscriptions(adminRepositories(w), q)),
    ),
  ),
];
