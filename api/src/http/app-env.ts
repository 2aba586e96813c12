import type { SubscriptionState, UserProfile } from '@edgeboard/domain';

/** Who is calling: resolved once per request from the bearer token and the database. */
export interface Viewer {
  userId: string;
  email: string;
  profile: UserProfile | null;
  subscription: SubscriptionState;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    /** null for an anonymous caller (no Authorization header). */
    viewer: Viewer | null;
  };
}
