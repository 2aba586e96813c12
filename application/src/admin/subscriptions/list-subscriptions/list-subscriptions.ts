// GET /api/admin/subscriptions: a page of subscriptions with their users, filtered by status, plan and user.
import type {
  AdminSubscriptionRow,
  Page,
  SubscriptionListQuery,
  SubscriptionRepository,
} from '@edgeboard/domain';

export function listSubscriptions(
  deps: { subscriptions: Pick<SubscriptionRepository, 'list'> },
  q: SubscriptionListQuery,
): Promise<Page<AdminSubscriptionRow>> {
  // The screen calls a tier its plan; filters not given are left out rather than sent as undefined.
  return deps.subscriptions.list({
    page: q.page,
    pageSize: q.pageSize,
    ...(q.status ? { status: q.status } : {}),
    ...(q.plan ? { tier: q.plan } : {}),
    ...(q.userId ? { userId: q.userId } : {}),
    ...(q.search ? { search: q.search } : {}),
    sortBy: q.sortBy,
    sortOrder: q.sortOrder,
  });
}
