// GET /api/admin/users/{id}/activity: the user's most recent activity rows, newest first.
import {
  RECENT_ACTIVITY_LIMIT,
  type ActivityRepository,
  type UserActivity,
  type UserRepository,
} from '@edgeboard/domain';
import { existingUser } from '../existing-user';

export async function userActivity(
  deps: { users: Pick<UserRepository, 'findById'>; activity: Pick<ActivityRepository, 'recentForUser'> },
  userId: string,
): Promise<UserActivity[]> {
  await existingUser(deps.users, userId);
  return deps.activity.recentForUser(userId, RECENT_ACTIVITY_LIMIT);
}
