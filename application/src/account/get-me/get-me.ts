// The signed-in caller (GET /api/me): who they are, their profile (null when none) and the subscription
// state the API enforces, as resolved once per request when the bearer token was checked.
import type { MeResponse, SubscriptionState, UserProfile } from '@edgeboard/domain';

export interface Caller {
  userId: string;
  email: string;
  profile: UserProfile | null;
  subscription: SubscriptionState;
}

export function getMe(caller: Caller): MeResponse {
  return {
    id: caller.userId,
    email: caller.email,
    profile: caller.profile,
    subscription: caller.subscription,
  };
}
