import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';

/**
 * DELETE /api/me in either mode: record the deletion (the activity row outlives the account), remove the
 * sign-in through the mode's auth service, then the profile — which goes even when the auth user was already
 * gone.
 */
export function deleteAccountWith(repos: SqlRepositories, removeAuthUser: (userId: string) => Promise<void>) {
  return async (userId: string): Promise<void> => {
    await repos.activity.add({ user_id: userId, activity: 'account_deleted' });
    await removeAuthUser(userId);
    await repos.users.delete(userId);
  };
}
