import { RECENT_ACTIVITY_LIMIT, UserActivity } from '@edgeboard/domain';
import type { ActivityFilter, ActivityRepository, NewActivity } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { nowIso, parseRow, toIso } from '../row-mapping';
import type { UserActivityTable } from '../tables';
import { newestFirst } from './query-helpers';

function toActivity(row: Selectable<UserActivityTable>): UserActivity {
  return parseRow(UserActivity, 'user_activity', {
    id: String(row.id),
    user_id: row.user_id,
    activity: row.activity,
    target: row.target,
    timestamp: toIso(row.created_at),
  });
}

export class SqlActivityRepository implements ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(entry: NewActivity): Promise<UserActivity> {
    const row = await this.db
      .insertInto('user_activity')
      .values({
        user_id: entry.user_id,
        activity: entry.activity,
        target: entry.target ?? '',
        created_at: toIso(entry.timestamp ?? nowIso()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toActivity(row);
  }

  recentForUser(userId: string, limit: number = RECENT_ACTIVITY_LIMIT): Promise<UserActivity[]> {
    const query = this.db.selectFrom('user_activity').selectAll().where('user_id', '=', userId);
    return newestFirst(query, 'created_at', limit, toActivity);
  }

  recent(limit: number, filter: ActivityFilter = {}): Promise<UserActivity[]> {
    let query = this.db.selectFrom('user_activity').selectAll();
    if (filter.activity !== undefined) query = query.where('activity', '=', filter.activity);
    if (filter.notActivity !== undefined) query = query.where('activity', '<>', filter.notActivity);
    return newestFirst(query, 'created_at', limit, toActivity);
  }
}
