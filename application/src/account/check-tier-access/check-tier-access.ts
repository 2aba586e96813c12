// Whether a user's subscription includes a tier's content (GET /api/subscription/{userId}/access/{tier}): for
// yourself, or for anyone when admin. An unknown user has no subscription, so no paid tier.
import {
  ForbiddenError,
  hasTierAccess,
  resolveSubscription,
  type AccessCheck,
  type Clock,
  type SubscriptionRepository,
  type SubscriptionState,
  type Tier,
  type UserRepository,
} from '@edgeboard/domain';

export interface TierAccessDeps {
  users: Pick<UserRepository, 'findById'>;
  subscriptions: Pick<SubscriptionRepository, 'listForUser'>;
  /** Real time: which subscriptions are current. */
  clock: Clock;
}

export async function checkTierAccess(
  deps: TierAccessDeps,
  caller: { userId: string; subscription: SubscriptionState },
  target: { userId: string; tier: Tier },
): Promise<AccessCheck> {
  if (target.userId === caller.userId) return { hasAccess: hasTierAccess(caller.subscription, target.tier) };
  if (!caller.subscription.isAdmin) throw new ForbiddenError();
  const profile = await deps.users.findById(target.userId);
  const records = profile ? await deps.subscriptions.listForUser(target.userId) : [];
  const state = resolveSubscription({ isAdmin: profile?.role === 'admin', records, now: deps.clock.now() });
  return { hasAccess: hasTierAccess(state, target.tier) };
}
