// The back office is for administrators only. The role is the one the viewer middleware read from the users
// table on this request, never a token claim, so a demotion takes effect at once.
import { ForbiddenError, UnauthenticatedError } from '@edgeboard/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Viewer } from '../../http/app-env';

export const ADMIN_ONLY_MESSAGE = 'This area is for administrators only.';

/** The signed-in admin; 401 without a session, 403 for anyone whose profile role is not admin. */
export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new UnauthenticatedError();
  if (viewer.profile?.role !== 'admin') throw new ForbiddenError(ADMIN_ONLY_MESSAGE, 'admin_only');
  return viewer;
}

export function adminGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireAdmin(c);
    await next();
  };
}
