// What the users use cases' tests share: two users, a fixed clock, and the in-memory users and activity log.
import type { Clock, UserProfile } from '@edgeboard/domain';
import { InMemoryActivityRepository } from '../../in-memory/activity-repository';
import { InMemoryUserRepository } from '../../in-memory/user-repository';

export const ADMIN: UserProfile = {
  id: '00000000-0000-4000-8000-00000000a001',
  name: 'Ada Admin',
  email: 'admin@example.com',
  role: 'admin',
  created_at: '2025-01-01T00:00:00.000Z',
};
export const SUBSCRIBER: UserProfile = {
  id: '00000000-0000-4000-8000-00000000b002',
  name: 'Sam Subscriber',
  email: 'user@example.com',
  role: 'user',
  created_at: '2025-02-01T00:00:00.000Z',
};
export const MISSING_ID = '00000000-0000-4000-8000-00000000c003';

export const fixedClock = (iso = '2025-09-20T15:00:00.000Z'): Clock => ({ now: () => new Date(iso) });

/** Two users, an empty activity log whose ids count up, and the clock. */
export function usersWorld() {
  const rows = [ADMIN, SUBSCRIBER];
  let n = 0;
  const activity = new InMemoryActivityRepository([], fixedClock(), () => `act-${String(++n)}`);
  return { rows, users: new InMemoryUserRepository(rows), activity };
}
