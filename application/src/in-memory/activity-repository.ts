// The user_activity table over an array (the SQL repository's order: newest first, ties by id descending).
import {
  RECENT_ACTIVITY_LIMIT,
  type ActivityFilter,
  type ActivityRepository,
  type Clock,
  type NewActivity,
  type UserActivity,
} from '@edgeboard/domain';

export const newestActivityFirst = (a: UserActivity, b: UserActivity) =>
  b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id);

export class InMemoryActivityRepository implements ActivityRepository {
  constructor(
    /** Appended to in place: the caller may keep reading it. */
    readonly rows: UserActivity[],
    private readonly clock: Clock,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  add(entry: NewActivity): Promise<UserActivity> {
    const row: UserActivity = {
      id: this.newId(),
      user_id: entry.user_id,
      activity: entry.activity,
      target: entry.target ?? '',
      timestamp: new Date(entry.timestamp ?? this.clock.now()).toISOString(),
    };
    this.rows.push(row);
    return Promise.resolve(row);
  }

  recentForUser(userId: string, limit: number = RECENT_ACTIVITY_LIMIT): Promise<UserActivity[]> {
    return Promise.resolve(
      this.newest(
        this.rows.filter((r) => r.user_id === userId),
        limit,
      ),
    );
  }

  recent(limit: number, filter: ActivityFilter = {}): Promise<UserActivity[]> {
    const rows = this.rows.filter(
      (r) =>
        (filter.activity === undefined || r.activity === filter.activity) &&
        (filter.notActivity === undefined || r.activity !== filter.notActivity),
    );
    return Promise.resolve(this.newest(rows, limit));
  }

  private newest(rows: readonly UserActivity[], limit: number): UserActivity[] {
    return [...rows].sort(newestActivityFirst).slice(0, limit);
  }
}
