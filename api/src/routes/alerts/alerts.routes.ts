// Alerts (issue #19 item 6): the caller's rules, their notices (the header bell) and the live stream. Starting and
// up; all-star (and admin) may write rules of their own, starting only switches the default rule on or off.
import { OpenAPIHono } from '@hono/zod-openapi';
import { requireAlertAccess } from '@edgeboard/application/alerts/alerts-access';
import { alertNotices, markAlertsRead } from '@edgeboard/application/alerts/alert-notices/alert-notices';
import { alertRules, saveAlertRules } from '@edgeboard/application/alerts/alert-rules/alert-rules';
import {
  matchPublished,
  type MatchAlertsDeps,
} from '@edgeboard/application/alerts/match-alerts/match-alerts';
import {
  AlertNotices,
  AlertReadRequest,
  AlertReadResult,
  AlertRules,
  AlertRulesUpdate,
} from '@edgeboard/domain';
import type { Context } from 'hono';
import type { AppEnv, Viewer } from '../../http/app-env';
import { ok, jsonBody, routeGroup } from '../../http/route-group';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../modules/services';
import { alertStream } from './alert-stream';
import { alertWakerFor, type AlertWaker } from './alert-waker';

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

/** The signed-in caller; 401 anonymous, 403 below starting (the stream checks here, the use cases again). */
export function alertCaller(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  requireAlertAccess(viewer.subscription);
  return viewer;
}

const alerts = routeGroup(['Alerts'], { bearer: true, errors: [401, 403], prefix: '/api/alerts' });

const rulesRoute = alerts.read(
  '/rules',
  'The caller’s alert rules (starting: the default rule, on or off)',
  AlertRules,
  'Rules',
);
const saveRulesRoute = alerts.put(
  '/rules',
  'Replaces the caller’s alert rules (custom rules: all-star)',
  { body: jsonBody(AlertRulesUpdate) },
  ok(AlertRules, 'Rules as saved'),
  400,
);
const noticesRoute = alerts.read(
  '',
  'The caller’s latest alert notices, newest first, with the unread count',
  AlertNotices,
  'Notices',
);
const readRoute = alerts.post(
  '/read',
  'Marks one notice ({ id }) or every notice ({ all: true }) read',
  { body: jsonBody(AlertReadRequest) },
  ok(AlertReadResult, 'Unread count left'),
  400,
);

export function alertsRoutes(deps: AlertsDeps) {
  const app = new OpenAPIHono<AppEnv>();

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

  app.openapi(rulesRoute, async (c) => c.json(await alertRules(deps, requireViewer(c)), 200));
  app.openapi(saveRulesRoute, async (c) =>
    c.json(await saveAlertRules(deps, requireViewer(c), c.req.valid('json').rules), 200),
  );
  app.openapi(noticesRoute, async (c) => c.json(await alertNotices(deps, requireViewer(c)), 200));
  app.openapi(readRoute, async (c) =>
    c.json(await markAlertsRead(deps, requireViewer(c), c.req.valid('json')), 200),
  );

  // Server-Sent Events: not in the OpenAPI document (an endless answer is no JSON operation; the fuzzer would
  // wait on it forever). Authenticated like every route, by the Authorization header: the UI reads it with
  // fetch, not EventSource (docs/decisions.md, Alerts).
  app.get('/api/alerts/stream', (c) => {
    const viewer = alertCaller(c);
    return alertStream(c, { alerts: deps.alerts, waker: deps.waker, userId: viewer.userId });
  });

  return app;
}
