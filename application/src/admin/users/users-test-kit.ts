// What the users use cases' tests share: two users, a fixed clock, a small users fake over an array (the
// in-memory UserRepository is another helper's; these tests need only findById and updateRole) and the real
// in-memory activity log.
import type { Clock, Role, UserProfile, UserRepository } from '@edgeboard/domain';
import { InMemoryActivityRepository } from '../../in-memory/activity-repository';

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

export function usersFake(rows: UserProfile[]): Pick<UserRepository, 'findById' | 'updateRole'> {
  return {
    findById: (id) => Promise.resolve(rows.find((u) => u.id === id) ?? null),
    updateRole: (id: string, role: Role) => {
      const index = rows.findIndex((u) => u.id === id);
      const user = rows[index];
      if (!user) return Promise.resolve(null);
      rows[index] = { ...user, role };
      return Promise.resolve(rows[index]);
    },
  };
}

/** Two users, an empty activity log whose ids count up, and the clock. */
export function usersWorld() {
  const rows = [ADMIN, SUBSCRIBER];
  let n = 0;
  const activity = new InMemoryActivityRepository([], fixedClock(), () => `act-${String(++n)}`);
  return { rows, users: usersFake(rows), activity };
}
