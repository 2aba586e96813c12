// DELETE /api/me in either mode: end any paid subscription at the payment provider, record the deletion (the
// activity row outlives the account), remove the sign-in through the mode's auth service, then the profile
// — which goes even when the auth user was already gone. The provider comes first: if it cannot be reached
// the deletion stops (503, try again) rather than leave a card billed for an account that no longer exists,
// and nothing says the account was deleted.
import type { ActivityRepository, PaymentGateway, UserRepository } from '@edgeboard/domain';

export interface DeleteAccountDeps {
  payments: Pick<PaymentGateway, 'cancelSubscriptionsFor'>;
  activity: Pick<ActivityRepository, 'add'>;
  users: Pick<UserRepository, 'delete'>;
  /** The mode's auth service: the local stand-in or Supabase's admin API. */
  removeAuthUser: (userId: string) => Promise<void>;
}

export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<void> {
  await deps.payments.cancelSubscriptionsFor(userId);
  await deps.activity.add({ user_id: userId, activity: 'account_deleted' });
  await deps.removeAuthUser(userId);
  await deps.users.delete(userId);
}
