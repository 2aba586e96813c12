// The dev mock's alerts (api/src/routes/alerts): the same schemas and rules as the API (alertAccess,
// isDefaultRuleOnly, effectiveAlertRules, matchPlay), rules and read marks kept for this page load. The demo
// world does not move while the mock runs, so its notices are the current plays (not kicked off at the world's
// instant) that match the caller's rules, within a capped plan's allowance as on the server; the stream says
// ready and stays open, since nothing new is published here.
import {
  ALERTS_UPGRADE_CODE,
  ALERTS_UPGRADE_MESSAGE,
  AlertNotices,
  AlertReadRequest,
  AlertRules,
  AlertRulesUpdate,
  alertAccess,
  CUSTOM_ALERTS_UPGRADE_CODE,
  CUSTOM_ALERTS_UPGRADE_MESSAGE,
  DEFAULT_ALERT_RULE,
  effectiveAlertRules,
  ENGINE_STAT_TYPES,
  isDefaultRuleOnly,
  matchPlay,
  propFeedCap,
  SESSION_EXPIRED_MESSAGE,
  type AlertAccess,
  type AlertNotice,
  type AlertRule,
  type EngineStatType,
  type UserProfile,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { apiError, invalid } from './api-errors';
import { demoWorld, subscriptionOf, type DemoWorld } from './demo-world';

export interface AlertsMockDeps {
  viewerOf: (w: DemoWorld, request: Request) => UserProfile | null;
  /** The ids of the picks a capped plan opens (the feed's allowance): a notice only points at those. */
  allowance: (w: DemoWorld, season: number, cap: number) => Set<string>;
}

const rulesByUser = new Map<string, AlertRule[]>();
const readByUser = new Map<string, Map<string, string>>();
const BELL_NOTICES = 20;

const isEngineStat = (s: string): s is EngineStatType => (ENGINE_STAT_TYPES as readonly string[]).includes(s);

/** A caller allowed alerts: what their plan allows, and its feed cap (the allowance their notices stay within). */
interface Caller {
  user: UserProfile;
  access: AlertAccess;
  cap: number;
}

/** The caller and their access, or the API's 401/403. */
function caller(w: DemoWorld, request: Request, deps: AlertsMockDeps): Caller | Response {
  const user = deps.viewerOf(w, request);
  if (!user) return apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);
  const state = subscriptionOf(w, user);
  const access = alertAccess(state);
  if (!access) return apiError(403, ALERTS_UPGRADE_CODE, ALERTS_UPGRADE_MESSAGE);
  return { user, access, cap: propFeedCap(state) };
}

function rulesAnswer(userId: string, access: AlertAccess) {
  const stored = rulesByUser.get(userId) ?? [];
  return AlertRules.parse({
    access,
    rules: access === 'custom' ? stored : effectiveAlertRules(access, stored),
    defaultRule: DEFAULT_ALERT_RULE,
  });
}

/** Every notice of the caller: the world's current plays their rules match, newest first. */
function noticesOf(w: DemoWorld, c: Caller, deps: AlertsMockDeps): AlertNotice[] {
  const rules = effectiveAlertRules(c.access, rulesByUser.get(c.user.id) ?? []);
  const read = readByUser.get(c.user.id) ?? new Map<string, string>();
  const open = Number.isFinite(c.cap) ? deps.allowance(w, w.season.season, c.cap) : null;
  const now = w.demoNow.getTime();
  const plays = w.picks
    .map((p) => p.pick)
    .filter(
      (p) =>
        p.verdict === 'play' && !p.locked_at && Date.parse(p.created_at) <= now && isEngineStat(p.stat_type),
    )
    .filter((p) => open === null || open.has(p.id))
    .filter((p) => matchPlay(rules, { ...p, ev: p.ev ?? null }).notify)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id));
  return plays.map((p, i) => ({
    id: plays.length - i,
    pickId: p.id,
    createdAt: p.created_at,
    readAt: read.get(p.id) ?? null,
    player: p.player,
    statType: p.stat_type as EngineStatType,
    direction: p.pick === 'over' ? 'Over' : 'Under',
    line: p.line_value,
    edgeScore: p.confidence,
    evPercent: p.ev === null || p.ev === undefined ? null : Math.round(p.ev * 1000) / 10,
    opponent: p.opponent,
    season: p.season,
    week: p.week,
  }));
}

export function alertsMockHandlers(base: string, deps: AlertsMockDeps) {
  return [
    http.get(`${base}/api/alerts/rules`, ({ request }) => {
      const c = caller(demoWorld(), request, deps);
      if (c instanceof Response) return c;
      return HttpResponse.json(rulesAnswer(c.user.id, c.access));
    }),
    http.put(`${base}/api/alerts/rules`, async ({ request }) => {
      const c = caller(demoWorld(), request, deps);
      if (c instanceof Response) return c;
      const body = AlertRulesUpdate.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(body.error);
      if (c.access === 'default' && !isDefaultRuleOnly(body.data.rules))
        return apiError(403, CUSTOM_ALERTS_UPGRADE_CODE, CUSTOM_ALERTS_UPGRADE_MESSAGE);
      rulesByUser.set(c.user.id, body.data.rules);
      return HttpResponse.json(rulesAnswer(c.user.id, c.access));
    }),
    http.get(`${base}/api/alerts/stream`, ({ request }) => {
      const c = caller(demoWorld(), request, deps);
      if (c instanceof Response) return c;
      const last = noticesOf(demoWorld(), c, deps).length;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`event: ready\ndata: ${last}\n\n`));
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
    http.get(`${base}/api/alerts`, ({ request }) => {
      const w = demoWorld();
      const c = caller(w, request, deps);
      if (c instanceof Response) return c;
      const all = noticesOf(w, c, deps);
      return HttpResponse.json(
        AlertNotices.parse({
          notices: all.slice(0, BELL_NOTICES),
          unread: all.filter((n) => n.readAt === null).length,
        }),
      );
    }),
    http.post(`${base}/api/alerts/read`, async ({ request }) => {
      const w = demoWorld();
      const c = caller(w, request, deps);
      if (c instanceof Response) return c;
      const body = AlertReadRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(body.error);
      const read = readByUser.get(c.user.id) ?? new Map<string, string>();
      const at = new Date().toISOString();
      for (const n of noticesOf(w, c, deps))
        if ('all' in body.data || n.id === body.data.id) if (!read.has(n.pickId)) read.set(n.pickId, at);
      readByUser.set(c.user.id, read);
      return HttpResponse.json({
        unread: noticesOf(w, c, deps).filter((n) => n.readAt === null).length,
      });
    }),
  ];
}
