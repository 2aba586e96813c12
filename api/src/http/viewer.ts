// Resolves the caller once per request. The role comes from the users table, never from token claims, so a
// role change takes effect on the user's next request; the subscription state is the domain's resolution of
// their stored records at the server's clock.
import {
  resolveSubscription,
  UnauthenticatedError,
  type Clock,
  type SubscriptionRecordLike,
  type TokenVerifier,
  type UserProfile,
} from '@edgeboard/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Viewer } from './app-env';

export interface ViewerDeps {
  tokens: TokenVerifier;
  clock: Clock;
  findProfile(userId: string): Promise<UserProfile | null>;
  subscriptionsOf(userId: string): Promise<readonly SubscriptionRecordLike[]>;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Sets `viewer`: null without an Authorization header; a bad or expired token is a 401. */
export function resolveViewer(deps: ViewerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) {
      c.set('viewer', null);
      return next();
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new UnauthenticatedError();
    const claims = await deps.tokens.verify(token).catch((err: unknown) => {
      throw new UnauthenticatedError(undefined, 'invalid_token', { cause: err });
    });
    const profile = await deps.findProfile(claims.userId);
    const records = profile ? await deps.subscriptionsOf(claims.userId) : [];
    const viewer: Viewer = {
      userId: claims.userId,
      email: claims.email ?? profile?.email ?? '',
      profile,
      subscription: resolveSubscription({
        isAdmin: profile?.role === 'admin',
        records,
        now: deps.clock.now(),
      }),
    };
    c.set('viewer', viewer);
    return next();
  };
}

/** The signed-in caller, or a 401 with the spec's session-expired message. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}
