// Resolves the caller once per request. The role comes from the users table, never from token claims, so a
// role change takes effect on the user's next request; the subscription state is the domain's resolution of
// their stored records at the server's clock. The token check (in local mode, the session row) runs on every
// request, so sign-out is immediate; the profile and subscriptions come from one query, or from the
// per-instance cache, which every write to them invalidates (viewer-cache.ts).
import {
  resolveSubscription,
  UnauthenticatedError,
  type Clock,
  type TokenVerifier,
  type UserWithSubscriptions,
} from '@edgeboard/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Viewer } from './app-env';
import type { ViewerCache } from './viewer-cache';

export interface ViewerDeps {
  tokens: TokenVerifier;
  clock: Clock;
  /** The profile with the user's subscription records, in one query; null without a profile. */
  findAccount(userId: string): Promise<UserWithSubscriptions | null>;
  cache?: ViewerCache;
}

const BEARER = /^Bearer\s+(\S+)$/i;

async function accountOf(deps: ViewerDeps, userId: string): Promise<UserWithSubscriptions | null> {
  const cached = deps.cache?.get(userId);
  if (cached) return cached;
  const mark = deps.cache?.mark() ?? 0;
  const account = await deps.findAccount(userId);
  // A user without a profile is not kept: the profile may be written a moment later.
  if (account) deps.cache?.set(userId, account, mark);
  return account;
}

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
    const account = await accountOf(deps, claims.userId);
    const profile = account?.profile ?? null;
    const viewer: Viewer = {
      userId: claims.userId,
      email: claims.email ?? profile?.email ?? '',
      profile,
      subscription: resolveSubscription({
        isAdmin: profile?.role === 'admin',
        records: account?.subscriptions ?? [],
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
