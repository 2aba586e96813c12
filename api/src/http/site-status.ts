// The site's public face and its maintenance switch. While Maintenance Mode is on, every /api call answers 503
// with the maintenance message, except for administrators (so they can keep working and switch it off), the
// public site info (the UI needs it to show the maintenance page), the health check (load balancers) and the
// payment webhook (a payment made just before must still be recorded). /auth/v1 is not under /api, so signing
// in keeps working.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { getSiteInfo } from '@edgeboard/application/site/site-info/site-info';
import {
  maintenanceMessage,
  SiteInfo,
  type AdminSettings,
  type Clock,
  type SettingsRepository,
} from '@edgeboard/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorResponse } from './errors';
import { json } from './openapi';

export interface SiteStatusDeps {
  settings: Pick<SettingsRepository, 'get'>;
  /** A read of the same settings that needs no copy (the gate runs on every request and only reads). */
  peekSettings?: () => Promise<Readonly<AdminSettings>>;
  mode: SiteInfo['mode'];
  /** Season time: which season and week the site is in (the demo's or a replay's clock locally). */
  seasonClock: Clock;
  /** A replayed season's schedule counts (EDGEBOARD_REPLAY_SCHEDULE); unset outside a replay. */
  replay?: SiteInfo['replay'];
}

/** Paths that keep answering during maintenance, whoever calls. */
export const MAINTENANCE_OPEN_PATHS: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/site',
  '/api/stripe/webhook',
]);

export const MAINTENANCE_CODE = 'maintenance';

const siteRoute = createRoute({
  method: 'get',
  path: '/api/site',
  tags: ['Site'],
  summary:
    'Site name and description (titles and meta tags), maintenance state, server mode and the current season and week; public',
  responses: { 200: json(SiteInfo, 'The public site information') },
});

/** Runs after the viewer is resolved: the administrator check reads the caller's stored role. */
export function maintenanceGate(deps: SiteStatusDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (MAINTENANCE_OPEN_PATHS.has(c.req.path)) return next();
    const { application } = await (deps.peekSettings ?? (() => deps.settings.get()))();
    if (!application.maintenanceMode || c.get('viewer')?.profile?.role === 'admin') return next();
    c.header('Retry-After', '300');
    return errorResponse(c, 503, MAINTENANCE_CODE, maintenanceMessage(application.siteName));
  };
}

export function siteRoutes(deps: SiteStatusDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(siteRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getSiteInfo(deps), 200);
  });
  return app;
}

/** Mounts the gate on /api/* and the public site route; call right after the viewer middleware. */
export function mountSiteStatus(app: OpenAPIHono<AppEnv>, deps: SiteStatusDeps): void {
  app.use('/api/*', maintenanceGate(deps));
  app.route('/', siteRoutes(deps));
}
