// PATCH /api/admin/users/{id}: an admin changes a user's role; a real change is recorded in the activity log.
import {
  ConflictError,
  NotFoundError,
  type ActivityRepository,
  type Role,
  type UserProfile,
  type UserRepository,
} from '@edgeboard/domain';
import { existingUser } from '../existing-user';

export interface ChangeUserRoleDeps {
  users: Pick<UserRepository, 'findById' | 'updateRole'>;
  activity: Pick<ActivityRepository, 'add'>;
}

export async function changeUserRole(
  deps: ChangeUserRoleDeps,
  admin: { id: string; email: string },
  input: { userId: string; role: Role },
): Promise<UserProfile> {
  const { userId, role } = input;
  const before = await existingUser(deps.users, userId);
  // The last word on admin rights should not be lost by a slip of one's own mouse.
  if (userId === admin.id && role !== before.role)
    throw new ConflictError('You cannot change your own role.', 'own_role');
  const updated = await deps.users.updateRole(userId, role);
  if (!updated) throw new NotFoundError('User', userId);
  if (before.role !== role) {
    await deps.activity.add({
      user_id: userId,
      activity: 'role_changed',
      target: `${before.role} -> ${role} by ${admin.email}`,
    });
  }
  return updated;
}
