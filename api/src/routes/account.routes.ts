// The signed-in user's own data: profile and resolved subscription, account deletion, and tier access checks
// (for yourself, or anyone when admin).
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { AccessCheck, MeResponse, Tier } from '@edgeboard/domain';
import {
  checkTierAccess,
  type TierAccessDeps,
} from '@edgeboard/application/account/check-tier-access/check-tier-access';
import { getMe } from '@edgeboard/application/account/get-me/get-me';
import type { AppEnv } from '../http/app-env';
import { Deleted, ok, routeGroup } from '../http/route-group';
import { requireViewer } from '../http/viewer';

export interface AccountDeps extends TierAccessDeps {
  /** Removes the profile and the auth user: the account can no longer sign in. */
  deleteAccount(userId: string): Promise<void>;
}

const account = routeGroup(['Account'], { bearer: true, errors: [401] });

const meRoute = account.read(
  '/api/me',
  'The signed-in user: profile and current subscription',
  MeResponse,
  'The caller',
);
const deleteMeRoute = account.delete(
  '/api/me',
  'Delete your account (profile and sign-in)',
  {},
  ok(Deleted, 'Deleted'),
);
const accessRoute = account.get(
  '/api/subscription/{userId}/access/{tier}',
  'Whether a user’s subscription includes a tier’s content',
  { params: z.object({ userId: z.string().min(1).max(100), tier: Tier }) },
  ok(AccessCheck, 'The answer'),
  400,
  403,
  404,
);

export function accountRoutes(deps: AccountDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(meRoute, (c) => {
    return c.json(getMe(requireViewer(c)), 200);
  });
  app.openapi(deleteMeRoute, async (c) => {
    const v = requireViewer(c);
    await deps.deleteAccount(v.userId);
    return c.json({ success: true as const }, 200);
  });
  app.openapi(accessRoute, async (c) => {
    const v = requireViewer(c);
    return c.json(await checkTierAccess(deps, v, c.req.valid('param')), 200);
  });
  return app;
}
