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
  RateLimitedError,
  type TokenVerifier,
} from '@edgeboard/domain';
import type { Context } from 'hono';
import type { AppEnv, Viewer } from '../../http/app-env';
import { ok, jsonBody, routeGroup } from '../../http/route-group';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../http/app-services';
import { alertStream } from './alert-stream';
import { ALERT_STREAM_LIMITS, AlertStreamSlots, type AlertStreamLimits } from './alert-stream-slots';
import { alertWakerFor, type AlertWaker } from './alert-waker';
import { NoticePolls } from './notice-polls';

export interface AlertsDeps extends MatchAlertsDeps {
  waker: AlertWaker;
  /** Checks a stream's token again while it is open (sign-out ends it). */
  tokens: Pick<TokenVerifier, 'verify'>;
  streamLimits: AlertStreamLimits;
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
    tokens: s.tokens,
    streamLimits: {
      ...ALERT_STREAM_LIMITS,
      perUser: s.env.ALERT_STREAMS_PER_USER,
      perInstall: s.env.ALERT_STREAMS_PER_INSTALL,
    },
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
  // Each stream holds a slot while open: a few per user, a bounded number per instance (alert-stream-slots.ts).
  const slots = new AlertStreamSlots(deps.streamLimits);
  // The streams' polls go to the database together: one wake of many streams is one statement, not one each.
  const polls = new NoticePolls(deps.alerts);
  app.get('/api/alerts/stream', (c) => {
    const viewer = alertCaller(c);
    // alertCaller has seen a bearer token: the viewer middleware verified it.
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    let release: () => void;
    try {
      release = slots.acquire(viewer.userId);
    } catch (err) {
      if (err instanceof RateLimitedError)
        c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
      throw err;
    }
    return alertStream(c, {
      ...{ alerts: polls, waker: deps.waker, userId: viewer.userId, clock: deps.clock },
      lifetimeMs: deps.streamLimits.lifetimeMs,
      stillSignedIn: () =>
        deps.tokens.verify(token).then(
          (claims) => claims.userId === viewer.userId,
          () => false,
        ),
      release,
    });
  });

  return app;
}
