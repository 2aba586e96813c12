import type { UserActivity } from '../../entities/user';

export interface NewActivity {
  user_id: string;
  activity: string;
  target?: string;
  /** Defaults to now. */
  timestamp?: string;
}

export interface ActivityFilter {
  activity?: string;
  notActivity?: string;
}

export interface ActivityRepository {
  add(entry: NewActivity): Promise<UserActivity>;
  /** Newest first; 10 unless told. */
  recentForUser(userId: string, limit?: number): Promise<UserActivity[]>;
  /** Newest first, all users; only the rows of one activity, or all but one, when asked. */
  recent(limit: number, filter?: ActivityFilter): Promise<UserActivity[]>;
}
