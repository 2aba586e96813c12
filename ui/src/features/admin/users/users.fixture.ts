import type { AdminSubscriptionView, Role, UserActivity, UserProfile } from '@edgeboard/domain';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** User n (1-based), newest first as the server orders them. */
export function userFixture(n: number, role: Role = n % 3 === 0 ? 'user' : 'free'): UserProfile {
  return {
    id: uuid(n),
    name: `Fan Number${String(n)}`,
    email: `fan${String(n)}@example.com`,
    role,
    created_at: new Date(Date.UTC(2025, 8, 30 - (n % 28), 15, 0)).toISOString(),
  };
}

export const usersFixture = (count: number): UserProfile[] =>
  Array.from({ length: count }, (_, i) => userFixture(i + 1));

export const subscriptionFixture = (userId: string): AdminSubscriptionView => ({
  user_id: userId,
  tier: 'starting',
  status: 'active',
  price_id: 'price_starting_monthly',
  start_date: '2025-09-01T00:00:00.000Z',
  end_date: '2025-10-01T00:00:00.000Z',
  created: '2025-09-01T00:00:00.000Z',
});

export const activityFixture = (userId: string): UserActivity[] => [
  {
    id: 'act-2',
    user_id: userId,
    activity: 'role_changed',
    target: 'free -> user by admin@demo.edgeboard.dev',
    timestamp: '2025-09-20T12:30:00.000Z',
  },
  { id: 'act-1', user_id: userId, activity: 'signed_in', target: '', timestamp: '2025-09-19T08:00:00.000Z' },
];
