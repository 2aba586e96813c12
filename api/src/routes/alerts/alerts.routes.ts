// Alerts (issue #19 item 6): the caller's rules, their notices (the header bell) and the live stream. Starting and
// up; all-star (and admin) may write rules of their own, starting only switches the default rule on or off.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ALERTS_UPGRADE_CODE,
  ALERTS_UPGRADE_MESSAGE,
  AlertNotices,
  AlertReadRequest,
  AlertReadResult,
  AlertRules,
  AlertRulesUpdate,
  alertAccess,
  CUSTOM_ALERTS_UPGRADE_CODE,
  CUSTOM_ALERTS_UPGRADE_MESSAGE,
  DEFAULT_ALERT_RULE,
  effectiveAlertRules,
  ForbiddenError,
  isDefaultRuleOnly,
  type AlertAccess,
} from '@edgeboard/domain';
import type { Context } from 'hono';
import type { AppEnv, Viewer } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../modules/services';
import { alertStream } from './alert-stream';
import { alertWakerFor, type AlertWaker } from './alert-waker';
import { matchPublished, startWatermark, type MatchAlertsDeps } from './match-alerts';

/** The bell shows this many notices. */
export const BELL_NOTICES = 20;

export interface AlertsDeps extends MatchAlertsDeps {
  waker: AlertWaker;
  /** A matching run after a publish failed: logged, the publish itself stands (the job catches up). */
  onMatchError?: (err: unknown) => void;
}

/** The routes' and the job's dependencies from the app's services (one waker per running app). */
export function alertsDepsFrom(s: AppServices): AlertsDeps {
  return {
    alerts: s.repos.alerts,
    users: s.users,
    picks: s.picks,
    mailer: s.mailer,
    clock: s.clock,
    seasonClock: s.seasonClock,
    waker: alertWakerFor(s.repos),
    publicUrl: s.env.PUBLIC_URL,
    onMailError: (err) => {
      s.logger.warn({ err }, 'alert e-mail not sent');
    },
    onMatchError: (err) => {
      s.logger.warn({ err }, 'alerts not matched after publishing');
    },
  };
}

/** The caller and what their plan allows; 403 below starting. */
export function alertCaller(c: Context<AppEnv>): { viewer: Viewer; access: AlertAccess } {
  const viewer = requireViewer(c);
  const access = alertAccess(viewer.subscription);
  if (!access) throw new ForbiddenError(ALERTS_UPGRADE_MESSAGE, ALERTS_UPGRADE_CODE);
  return { viewer, access };
}

const gated = { 401: errors[401], 403: errors[403] };

const rulesRoute = createRoute({
  method: 'get',
  path: '/api/alerts/rules',
  tags: ['Alerts'],
  summary: 'The caller’s alert rules (starting: the default rule, on or off)',
  security: bearer,
  responses: { 200: json(AlertRules, 'Rules'), ...gated },
});

const saveRulesRoute = createRoute({
  method: 'put',
  path: '/api/alerts/rules',
  tags: ['Alerts'],
  summary: 'Replaces the caller’s alert rules (custom rules: all-star)',
  security: bearer,
  request: { body: { content: { 'application/json': { schema: AlertRulesUpdate } }, required: true } },
  responses: { 200: json(AlertRules, 'Rules as saved'), 400: errors[400], ...gated },
});

const noticesRoute = createRoute({
  method: 'get',
  path: '/api/alerts',
  tags: ['Alerts'],
  summary: 'The caller’s latest alert notices, newest first, with the unread count',
  security: bearer,
  responses: { 200: json(AlertNotices, 'Notices'), ...gated },
});

const readRoute = createRoute({
  method: 'post',
  path: '/api/alerts/read',
  tags: ['Alerts'],
  summary: 'Marks one notice ({ id }) or every notice ({ all: true }) read',
  security: bearer,
  request: { body: { content: { 'application/json': { schema: AlertReadRequest } }, required: true } },
  responses: { 200: json(AlertReadResult, 'Unread count left'), 400: errors[400], ...gated },
});

export function alertsRoutes(deps: AlertsDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { alerts } = deps;
  const answer = async (userId: string, access: AlertAccess): Promise<AlertRules> => ({
    access,
    rules:
      access === 'custom'
        ? await alerts.rules(userId)
        : effectiveAlertRules(access, await alerts.rules(userId)),
    defaultRule: DEFAULT_ALERT_RULE,
  });

  // The publish hook: picks the back office just generated are matched before the answer goes back.
  app.use('/api/admin/ai-picks/generate', async (c, next) => {
    await next();
    if (c.req.method !== 'POST' || c.res.status >= 300) return;
    try {
      const written = (await c.res.clone().json()) as { picks?: { id?: unknown }[] };
      const ids = (written.picks ?? []).map((p) => p.id).filter((id): id is string => typeof id === 'string');
      await matchPublished(deps, ids);
    } catch (err) {
      deps.onMatchError?.(err);
    }
  });

  app.openapi(rulesRoute, async (c) => {
    const { viewer, access } = alertCaller(c);
    return c.json(await answer(viewer.userId, access), 200);
  });

  app.openapi(saveRulesRoute, async (c) => {
    const { viewer, access } = alertCaller(c);
    const { rules } = c.req.valid('json');
    if (access === 'default' && !isDefaultRuleOnly(rules))
      throw new ForbiddenError(CUSTOM_ALERTS_UPGRADE_MESSAGE, CUSTOM_ALERTS_UPGRADE_CODE);
    await alerts.saveRules(viewer.userId, rules, deps.clock.now().toISOString());
    // Plays published from the first saved rule on are matched, not the season so far.
    await startWatermark(deps);
    return c.json(await answer(viewer.userId, access), 200);
  });

  app.openapi(noticesRoute, async (c) => {
    const { viewer } = alertCaller(c);
    return c.json(await alerts.notices(viewer.userId, BELL_NOTICES), 200);
  });

  app.openapi(readRoute, async (c) => {
    const { viewer } = alertCaller(c);
    const body = c.req.valid('json');
    const id = 'id' in body ? body.id : null;
    return c.json({ unread: await alerts.markRead(viewer.userId, id, deps.clock.now().toISOString()) }, 200);
  });

  // Server-Sent Events: not in the OpenAPI document (an endless answer is no JSON operation; the fuzzer would
  // wait on it forever). Authenticated like every route, by the Authorization header: the UI reads it with
  // fetch, not EventSource (docs/decisions.md, Alerts).
  app.get('/api/alerts/stream', (c) => {
    const { viewer } = alertCaller(c);
    return alertStream(c, { alerts, waker: deps.waker, userId: viewer.userId });
  });

  return app;
}
