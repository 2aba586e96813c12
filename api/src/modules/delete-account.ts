import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { PaymentGateway } from '@edgeboard/domain';

/**
 * DELETE /api/me in either mode: end any paid subscription at the payment provider, record the deletion (the
 * activity row outlives the account), remove the sign-in through the mode's auth service, then the profile
 * — which goes even when the auth user was already gone. The provider comes first: if it cannot be reached
 * the deletion stops (503, try again) rather than leave a card billed for an account that no longer exists,
 * and nothing says the account was deleted.
 */
export function deleteAccountWith(
  repos: SqlRepositories,
  removeAuthUser: (userId: string) => Promise<void>,
  payments: Pick<PaymentGateway, 'cancelSubscriptionsFor'>,
) {
  return async (userId: string): Promise<void> => {
    await payments.cancelSubscriptionsFor(userId);
    await repos.activity.add({ user_id: userId, activity: 'account_deleted' });
    await removeAuthUser(userId);
    await repos.users.delete(userId);
  };
}
