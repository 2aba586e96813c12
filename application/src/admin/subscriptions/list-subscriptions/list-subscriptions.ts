// GET /api/admin/subscriptions: a page of subscriptions with their users, filtered by status, plan and user.
import type {
  AdminSubscriptionRow,
  Page,
  SubscriptionListQuery,
  SubscriptionRepository,
} from '@edgeboard/domain';
import { repositoryQuery } from '../../list-filters';

export function listSubscriptions(
  deps: { subscriptions: Pick<SubscriptionRepository, 'list'> },
  q: SubscriptionListQuery,
): Promise<Page<AdminSubscriptionRow>> {
  // The screen calls a tier its plan.
  const { plan, ...rest } = q;
  return deps.subscriptions.list(repositoryQuery({ ...rest, tier: plan }));
}
