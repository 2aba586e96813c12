// The signed-in caller the component tests answer /api/me with: one home for the sample user, their profile and
// their plan, so each test states only what it is about (a tier, an admin, a cancelled plan).
import type { MeResponse, SubscriptionState, Tier, UserProfile } from '@edgeboard/domain';

/** The user `signedIn()` (render.tsx) signs in by default. */
export const TEST_USER_ID = '11111111-1111-4111-8111-111111111111';
export const TEST_EMAIL = 'fan@example.com';

/** An active plan of `tier`, renewing (not cancelled); `over` changes any field. */
export const subscriptionOf = (tier: Tier, over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  tier,
  status: 'active',
  currentPeriodEnd: tier === 'free' ? null : '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  isAdmin: false,
  ...over,
});

/** Pat Q Fan's profile, a member since March 2024. */
export const patProfile = (id = TEST_USER_ID, email = 'pat@example.com'): UserProfile => ({
  id,
  name: 'Pat Q Fan',
  email,
  role: 'user',
  created_at: '2024-03-10T12:00:00.000Z',
});

/** GET /api/me's answer: the test user (no profile unless given) on `subscription`. */
export const meAnswer = (
  subscription: SubscriptionState,
  over: { id?: string; email?: string; profile?: UserProfile | null } = {},
): MeResponse => ({
  id: over.id ?? TEST_USER_ID,
  email: over.email ?? TEST_EMAIL,
  profile: over.profile ?? null,
  subscription,
});
