import type { UserActivity } from '../../entities/user';

export interface NewActivity {
  user_id: string;
  activity: string;
  target?: string;
  /** Defaults to now. */
  timestamp?: string;
}

export interface ActivityRepository {
  add(entry: NewActivity): Promise<UserActivity>;
  /** Newest first; 10 unless told. */
  recentForUser(userId: string, limit?: number): Promise<UserActivity[]>;
  /** Newest first, all users. */
  recent(limit: number): Promise<UserActivity[]>;
}
