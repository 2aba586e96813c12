// GET /api/admin/activity: the most recent activity across users, each row with its user's e-mail (null once
// the user is deleted: the row outlives the account).
import {
  RECENT_ACTIVITY_LIMIT,
  type ActivityRepository,
  type RecentActivity,
  type UserRepository,
} from '@edgeboard/domain';

export async function recentActivity(deps: {
  users: Pick<UserRepository, 'findById'>;
  activity: Pick<ActivityRepository, 'recent'>;
}): Promise<RecentActivity[]> {
  const rows = await deps.activity.recent(RECENT_ACTIVITY_LIMIT);
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const users = await Promise.all(ids.map((id) => deps.users.findById(id)));
  const email = new Map(users.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
  return rows.map((r) => ({ ...r, email: email.get(r.user_id) ?? null }));
}
