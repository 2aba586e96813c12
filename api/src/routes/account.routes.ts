// The signed-in user's own data: profile and resolved subscription, account deletion, and tier access checks
// (for yourself, or anyone when admin).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { AccessCheck, MeResponse, Tier } from '@edgeboard/domain';
import {
  checkTierAccess,
  type TierAccessDeps,
} from '@edgeboard/application/account/check-tier-access/check-tier-access';
import type { AppEnv } from '../http/app-env';
import { bearer, errors, json } from '../http/openapi';
import { requireViewer } from '../http/viewer';

export interface AccountDeps extends TierAccessDeps {
  /** Removes the profile and the auth user: the account can no longer sign in. */
  deleteAccount(userId: string): Promise<void>;
}

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Account'],
  summary: 'The signed-in user: profile and current subscription',
  security: bearer,
  responses: { 200: json(MeResponse, 'The caller'), 401: errors[401] },
});

const deleteMeRoute = createRoute({
  method: 'delete',
  path: '/api/me',
  tags: ['Account'],
  summary: 'Delete your account (profile and sign-in)',
  security: bearer,
  responses: { 200: json(z.object({ success: z.literal(true) }), 'Deleted'), 401: errors[401] },
});

const accessRoute = createRoute({
  method: 'get',
  path: '/api/subscription/{userId}/access/{tier}',
  tags: ['Account'],
  summary: 'Whether a user’s subscription includes a tier’s content',
  security: bearer,
  request: { params: z.object({ userId: z.string().min(1).max(100), tier: Tier }) },
  responses: {
    200: json(AccessCheck, 'The answer'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

export function accountRoutes(deps: AccountDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(meRoute, (c) => {
    const v = requireViewer(c);
    return c.json({ id: v.userId, email: v.email, profile: v.profile, subscription: v.subscription }, 200);
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
