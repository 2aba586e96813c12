// The users screen's per-user answers (role change, subscription, activity) are about a user that must exist.
import { NotFoundError, type UserProfile, type UserRepository } from '@edgeboard/domain';

export async function existingUser(
  users: Pick<UserRepository, 'findById'>,
  id: string,
): Promise<UserProfile> {
  const user = await users.findById(id);
  if (!user) throw new NotFoundError('User', id);
  return user;
}
