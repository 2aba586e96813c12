// GET /api/admin/activity: the most recent activity across users, each row with its user's e-mail (null once
// the user is deleted: the row outlives the account). Business events come first (issue 28 item 11: the admin
// home's list was 9 sign-ins out of 10): the newest of everything but sign-ins, then, when there are fewer
// than the limit and sign-ins are wanted, the newest sign-ins to fill it.
import {
  RECENT_ACTIVITY_LIMIT,
  SIGN_IN_ACTIVITY,
  type ActivityRepository,
  type RecentActivity,
  type UserRepository,
} from '@edgeboard/domain';

export async function recentActivity(
  deps: {
    users: Pick<UserRepository, 'findById'>;
    activity: Pick<ActivityRepository, 'recent'>;
  },
  options: { signIns: boolean } = { signIns: true },
): Promise<RecentActivity[]> {
  const business = await deps.activity.recent(RECENT_ACTIVITY_LIMIT, { notActivity: SIGN_IN_ACTIVITY });
  const room = RECENT_ACTIVITY_LIMIT - business.length;
  const signIns =
    options.signIns && room > 0 ? await deps.activity.recent(room, { activity: SIGN_IN_ACTIVITY }) : [];
  const rows = [...business, ...signIns];
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const users = await Promise.all(ids.map((id) => deps.users.findById(id)));
  const email = new Map(users.flatMap((u) => (u ? [[u.id, u.email] as const] : [])));
  return rows.map((r) => ({ ...r, email: email.get(r.user_id) ?? null }));
}
