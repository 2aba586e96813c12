// GET /api/admin/users/{id}/subscription: the user's most recently created subscription, or null.
import type {
  AdminSubscriptionView,
  Subscription,
  SubscriptionRepository,
  UserRepository,
} from '@edgeboard/domain';
import { existingUser } from '../existing-user';

export const toAdminSubscriptionView = (s: Subscription): AdminSubscriptionView => ({
  user_id: s.user_id,
  tier: s.tier,
  status: s.status,
  price_id: s.price_id,
  start_date: s.current_period_start,
  end_date: s.current_period_end,
  created: s.created_at,
});

export async function userSubscription(
  deps: {
    users: Pick<UserRepository, 'findById'>;
    subscriptions: Pick<SubscriptionRepository, 'latestForUser'>;
  },
  userId: string,
): Promise<AdminSubscriptionView | null> {
  await existingUser(deps.users, userId);
  const latest = await deps.subscriptions.latestForUser(userId);
  return latest ? toAdminSubscriptionView(latest) : null;
}
