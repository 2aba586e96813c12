// The back office (/api/admin/*) answered in the browser for `npm run dev:mock`, with the server's rules
// (api/src/routes/admin/*.routes.ts and the SQL repositories' filters and orders) over the demo season of this
// page load. Edits write into the same in-memory world the subscriber handlers read, so a role change or an
// edited pick shows on the subscriber screens too. Answers are parsed with the domain's schemas.
import {
  AnalyticsReport,
  computeAnalytics,
  windowStartIso,
  importPropLineRecords,
  invalidCsvError,
  PROP_LINE_CSV_PARSE_OPTIONS,
  ValidationError,
  GeneratePicksResult,
  GeneratePicksPreview,
  GeneratePicksPreviewQuery,
  PropLineImportReport,
  PropLinePicks,
  picksPricedFromLine,
  revenueMonthToDate,
  seasonWeekAt,
  ACTIVE_STATUSES,
  AdminSettings,
  AdminSubscriptionRow,
  AdminSubscriptionView,
  AiPick,
  AiPickListQuery,
  AiPickUpdate,
  applyPickEdit,
  hasKickedOff,
  PICK_LOCKED_CODE,
  pickLockedMessageFor,
  type PickWithGame,
  ApplicationSettings,
  Article,
  ArticleInput,
  ArticleListQuery,
  DashboardMetrics,
  EngineStatType,
  GameLogEntry,
  IntegrationSettings,
  NotificationSettings,
  Player,
  PlayerListQuery,
  PlayerUpdate,
  PropLine,
  PropLineListQuery,
  PropLineUpdate,
  RECENT_ACTIVITY_LIMIT,
  Role,
  Season,
  SubscriptionListQuery,
  UserActivity,
  UserId,
  UserListQuery,
  UserProfile,
  Week,
  DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
  isSelfRegistrationRole,
  maskSettings,
  replaceSettingsGroup,
  type SettingsGroup,
  type Subscription,
} from '@edgeboard/domain';
import { parse } from 'csv-parse/browser/esm/sync';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { apiError, invalid, notFound } from './api-errors';
import { sortAdminRows } from './admin-list-order';
import { demoWorld, type DemoWorld } from './demo-world';

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().min(0) });
const Deleted = z.object({ success: z.literal(true) });

/**
 * A pick as the server would hold it at the mock's season instant: the server's demo season locks a pick when
 * its game kicks off, so one whose game has started carries `locked_at` (its kickoff) here too.
 */
const asStored = (found: PickWithGame, now: Date) =>
  found.pick.locked_at || !hasKickedOff(found, now) || !found.game
    ? found.pick
    : { ...found.pick, locked_at: found.game.kickoff };

/** The server's 409 for a pick whose game has kicked off (pick-ledger-guard.ts), by the same domain rule. */
const refuseIfLocked = (found: PickWithGame, now: Date) =>
  hasKickedOff(found, now) ? apiError(409, PICK_LOCKED_CODE, pickLockedMessageFor(found)) : null;
const AdminArticle = Article.extend({ html: z.string().nullable() });
const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });
const GenerateRequest = z.object({ season: Season, week: Week });
const RoleChange = z.object({ role: Role });

export const ImportReport = PropLineImportReport;
export type ImportReport = PropLineImportReport;

export const GenerateResponse = GeneratePicksResult;

export { AnalyticsReport };

const ok = (schema: z.ZodType, body: unknown, status = 200) =>
  HttpResponse.json(schema.parse(body) as JsonBodyType, { status });

// ---- what the back office adds to the world: its activity log and article HTML bodies.

interface AdminState {
  activity: UserActivity[];
  html: Map<string, string | null>;
}
const states = new WeakMap<DemoWorld, AdminState>();
function stateOf(w: DemoWorld): AdminState {
  let s = states.get(w);
  if (!s) {
    // The seeded database holds no activity rows either: the log fills as admins act.
    s = { activity: [], html: new Map() };
    states.set(w, s);
  }
  return s;
}

function record(w: DemoWorld, userId: string, activity: string, target = '') {
  stateOf(w).activity.push({
    id: crypto.randomUUID(),
    user_id: userId,
    activity,
    target,
    timestamp: new Date().toISOString(),
  });
}

const newestFirst = (a: UserActivity, b: UserActivity) =>
  b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id);

// ---- the admin guard: 401 without a session, 403 for anyone not admin (api/src/routes/admin/admin-guard.ts).

const fromB64url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

function adminOf(w: DemoWorld, request: Request): UserProfile | Response {
  const header = request.headers.get('Authorization') ?? '';
  const payload = header.startsWith('Bearer ') ? header.slice(7).split('.')[1] : undefined;
  let user: UserProfile | undefined;
  if (payload !== undefined) {
    try {
      const claims = z.object({ sub: z.string(), exp: z.number() }).parse(JSON.parse(fromB64url(payload)));
      if (claims.exp * 1000 >= Date.now()) user = w.users.find((u) => u.id === claims.sub);
    } catch {
      user = undefined;
    }
  }
  // A token that is not a live session is refused as the API's viewer middleware does (invalid_token); no
  // Authorization header at all is a signed-out caller.
  if (!user)
    return apiError(
      401,
      request.headers.has('Authorization') ? 'invalid_token' : 'unauthenticated',
      'Your session has expired. Please log in again to continue.',
    );
  if (user.role !== 'admin') return apiError(403, 'admin_only', 'This area is for administrators only.');
  return user;
}

// ---- list helpers: the repositories' case-insensitive partial match and paging.

const contains = (text: string | null | undefined, search: string | undefined) =>
  search === undefined || (text ?? '').toLowerCase().includes(search.trim().toLowerCase());

function page<T>(rows: readonly T[], q: { page: number; pageSize: number }) {
  const start = (q.page - 1) * q.pageSize;
  return { data: rows.slice(start, start + q.pageSize), count: rows.length };
}

/** A patch's given fields: a key sent as undefined leaves the stored value, as the repositories' updates do. */
function definedOf<T extends object>(patch: T): Partial<T> {
  const entries: [string, unknown][] = Object.entries(patch);
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as Partial<T>;
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const byDesc = (a: string, b: string) => b.localeCompare(a);

async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

// ---- analytics: the server's own figures (the domain's computeAnalytics) over the demo subscriptions.

const t = (iso: string) => Date.parse(iso);

export function analyticsOf(w: DemoWorld, now: Date) {
  const windowStart = Date.parse(windowStartIso(now));
  return computeAnalytics({
    now,
    subscriptions: w.season.subscriptions,
    plans: w.season.plans,
    totalUsers: w.users.length,
    usersCreatedInWindow: w.users.filter((u) => t(u.created_at) >= windowStart).length,
    // The mock records no page views (POST /api/analytics/page-view answers 204 and keeps nothing).
    pageViews: [],
  });
}

// ---- AI pick generation. The demo season's picks are the engine's output over these same lines and logs
// (fixtures/src/picks.ts, same ids), so a re-run in the mock restores them for the week's ungraded picks.

interface Skipped {
  player: string;
  stat_type: string;
  reason: string;
}

function generateWeek(w: DemoWorld, season: number, week: number, now: string) {
  const lines = w.season.propLines.filter((l) => l.season === season && l.week === week);
  const groups = new Map<string, PropLine>();
  for (const l of lines) {
    const key = `${l.player_id ?? l.player.trim().toLowerCase()}|${l.stat_type}`;
    if (!groups.has(key)) groups.set(key, l);
  }
  const inWeek = w.picks.filter((p) => p.pick.season === season && p.pick.week === week);
  const graded = new Set(
    inWeek
      .filter((p) => p.pick.result !== null)
      .map((p) => `${p.pick.player_id ?? p.pick.player}|${p.pick.stat_type}`),
  );
  const playerByName = new Map(w.season.players.map((p) => [p.name.trim().toLowerCase(), p]));
  const gameIds = new Set(
    w.season.games.filter((g) => g.season === season && g.week === week).map((g) => g.id),
  );
  const picks: AiPick[] = [];
  const skipped: Skipped[] = [];
  for (const line of groups.values()) {
    const skip = (reason: string) => skipped.push({ player: line.player, stat_type: line.stat_type, reason });
    if (!EngineStatType.safeParse(line.stat_type).success) {
      skip('The model does not project this stat type');
      continue;
    }
    const player =
      w.season.players.find((p) => p.id === line.player_id) ??
      playerByName.get(line.player.trim().toLowerCase());
    if (!player) {
      skip('Unknown player');
      continue;
    }
    if (graded.has(`${player.id}|${line.stat_type}`) || graded.has(`${line.player}|${line.stat_type}`)) {
      skip('Already graded this week');
      continue;
    }
    if (line.game_id === null || !gameIds.has(line.game_id)) {
      skip('No game of this week matches the line');
      continue;
    }
    const seeded = w.season.aiPicks.find(
      (p) =>
        p.season === season && p.week === week && p.player_id === player.id && p.stat_type === line.stat_type,
    );
    if (!seeded) {
      skip('Not enough game history for this player');
      continue;
    }
    picks.push({
      ...seeded,
      result: null,
      actual_value: null,
      profit: null,
      graded_at: null,
      created_at: now,
    });
  }
  const ungraded = new Set(inWeek.filter((p) => p.pick.result === null).map((p) => p.pick.id));
  const kept = w.picks.filter((p) => !ungraded.has(p.pick.id));
  const games = new Map(w.season.games.map((g) => [g.id, g]));
  const added = picks.map((pick) => ({
    pick,
    game: pick.game_id ? (games.get(pick.game_id) ?? null) : null,
  }));
  w.picks.splice(0, w.picks.length, ...kept, ...added);
  for (const id of ungraded) w.pickById.delete(id);
  for (const p of added) w.pickById.set(p.pick.id, p);
  return {
    season,
    week,
    lines: lines.length,
    deleted: ungraded.size,
    inserted: picks.length,
    picks,
    skipped,
  };
}

// ---- prop line CSV import: csv-parse reads the file as the API does; the domain's import rules decide.

function readCsv(text: string): string[][] {
  try {
    const rows: unknown = parse(text, PROP_LINE_CSV_PARSE_OPTIONS);
    return rows as string[][];
  } catch (err) {
    throw invalidCsvError(err);
  }
}

function parsePropLineCsv(w: DemoWorld, text: string, now: Date) {
  const gameById = new Map(w.season.games.map((g) => [g.id, g]));
  return importPropLineRecords(readCsv(text), {
    players: w.season.players,
    gameById: (id) => gameById.get(id),
    now,
    newId: () => crypto.randomUUID(),
    // Lines already stored are skipped, as the API does (it reads the file's players' lines).
    existing: w.season.propLines,
  });
}

// ---- settings: stored unmasked in the world, answered masked (api/src/routes/admin/settings.routes.ts).

const GROUP_SCHEMAS = {
  application: ApplicationSettings,
  notification: NotificationSettings,
  integration: IntegrationSettings,
} as const;

function saveGroup(w: DemoWorld, group: SettingsGroup, body: unknown) {
  const stored = w.season.settings;
  let next: AdminSettings;
  if (group === 'application') {
    const v = GROUP_SCHEMAS.application.safeParse(body);
    if (!v.success) return invalid(v.error);
    if (!isSelfRegistrationRole(v.data.defaultUserRole)) {
      return apiError(400, 'default_role_not_allowed', DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE, 'defaultUserRole');
    }
    next = replaceSettingsGroup(stored, group, v.data);
  } else if (group === 'notification') {
    const v = GROUP_SCHEMAS.notification.safeParse(body);
    if (!v.success) return invalid(v.error);
    next = replaceSettingsGroup(stored, group, v.data);
  } else {
    const v = GROUP_SCHEMAS.integration.safeParse(body);
    if (!v.success) return invalid(v.error);
    next = replaceSettingsGroup(stored, group, v.data);
  }
  w.season.settings = next;
  return ok(AdminSettings, maskSettings(next));
}

// ---- the handlers.

type Resolver = (ctx: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  w: DemoWorld;
  admin: UserProfile;
}) => Response | Promise<Response>;

/** Runs the admin guard first, as every /api/admin route does. */
const guarded =
  (resolve: Resolver) =>
  ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => {
    const w = demoWorld();
    const admin = adminOf(w, request);
    if (admin instanceof Response) return admin;
    return resolve({ request, params, w, admin });
  };

const idOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.id);

function latestSubscription(w: DemoWorld, userId: string): Subscription | undefined {
  return w.season.subscriptions
    .filter((s) => s.user_id === userId)
    .sort(
      (a, b) =>
        byDesc(a.created_at, b.created_at) || byDesc(a.updated_at, b.updated_at) || byDesc(a.id, b.id),
    )[0];
}

function localMidnight(now: Date): Date {
  const d = new Date(now.getTime());
  d.setHours(0, 0, 0, 0);
  return d;
}

/**
 * The /api/admin/* handlers for a back end at `base` ('' is the page's own origin). Spread them into the
 * mock's handler list next to `mockHandlers(base)`.
 */
export function adminMockHandlers(base = '') {
  const at = (path: string) => `${base}/api/admin${path}`;
  return [
    // ---- home tiles, analytics and the activity log
    http.get(
      at('/metrics'),
      guarded(({ w }) => {
        const now = new Date();
        const midnight = localMidnight(now).getTime();
        return ok(DashboardMetrics, {
          totalUsers: w.users.length,
          activeSubscriptions: w.season.subscriptions.filter(
            (s) =>
              (ACTIVE_STATUSES as readonly string[]).includes(s.status) &&
              s.tier !== 'free' &&
              t(s.current_period_end) > now.getTime(),
          ).length,
          newUsersToday: w.users.filter((u) => t(u.created_at) >= midnight).length,
          // The analytics screen's month-to-date revenue (issue #20 replaced the spec's constant 0.00).
          revenueThisMonth: revenueMonthToDate(w.season.subscriptions, w.season.plans, now),
        });
      }),
    ),
    http.get(
      at('/analytics'),
      guarded(({ w }) => ok(AnalyticsReport, analyticsOf(w, new Date()))),
    ),
    http.get(
      at('/activity'),
      guarded(({ w }) =>
        ok(
          z.array(UserActivity),
          stateOf(w).activity.slice().sort(newestFirst).slice(0, RECENT_ACTIVITY_LIMIT),
        ),
      ),
    ),

    // ---- users
    http.get(
      at('/users'),
      guarded(({ request, w }) => {
        const q = UserListQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        const rows = w.users
          .filter((u) => contains(u.email, q.data.search) || contains(u.name, q.data.search))
          .filter((u) => q.data.role === undefined || u.role === q.data.role);
        const sorted = sortAdminRows(rows, q.data, 'created_at', {
          created_at: [(u) => u.created_at],
          email: [(u) => u.email],
          name: [(u) => u.name],
          role: [(u) => u.role],
        });
        return ok(pageOf(UserProfile), page(sorted, q.data));
      }),
    ),
    http.patch(
      at('/users/:id'),
      guarded(async ({ request, params, w, admin }) => {
        const id = UserId.safeParse(idOf(params));
        if (!id.success) return invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
        const body = RoleChange.safeParse(await bodyOf(request));
        if (!body.success) return invalid(body.error);
        const index = w.users.findIndex((u) => u.id === id.data);
        const before = w.users[index];
        if (!before) return notFound('User', id.data);
        const { role } = body.data;
        if (id.data === admin.id && role !== before.role)
          return apiError(409, 'own_role', 'You cannot change your own role.');
        const updated = { ...before, role };
        w.users[index] = updated;
        if (before.role !== role)
          record(w, id.data, 'role_changed', `${before.role} -> ${role} by ${admin.email}`);
        return ok(UserProfile, updated);
      }),
    ),
    http.get(
      at('/users/:id/subscription'),
      guarded(({ params, w }) => {
        const id = UserId.safeParse(idOf(params));
        if (!id.success) return invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
        if (!w.users.some((u) => u.id === id.data)) return notFound('User', id.data);
        const s = latestSubscription(w, id.data);
        return ok(
          AdminSubscriptionView.nullable(),
          s
            ? {
                user_id: s.user_id,
                tier: s.tier,
                status: s.status,
                price_id: s.price_id,
                start_date: s.current_period_start,
                end_date: s.current_period_end,
                created: s.created_at,
              }
            : null,
        );
      }),
    ),
    http.get(
      at('/users/:id/activity'),
      guarded(({ params, w }) => {
        const id = UserId.safeParse(idOf(params));
        if (!id.success) return invalid(new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ['id'] }))));
        if (!w.users.some((u) => u.id === id.data)) return notFound('User', id.data);
        const rows = stateOf(w)
          .activity.filter((a) => a.user_id === id.data)
          .sort(newestFirst)
          .slice(0, RECENT_ACTIVITY_LIMIT);
        return ok(z.array(UserActivity), rows);
      }),
    ),

    // ---- articles
    http.get(
      at('/articles'),
      guarded(({ request, w }) => {
        const q = ArticleListQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        const { search, status } = q.data;
        const rows = w.season.articles
          .filter(
            (a) => contains(a.title, search) || contains(a.content, search) || contains(a.author, search),
          )
          .filter((a) => status === undefined || a.status === status);
        const sorted = sortAdminRows(rows, q.data, 'created_at', {
          created_at: [(a) => a.created_at],
          title: [(a) => a.title],
          author: [(a) => a.author],
          status: [(a) => a.status],
          date: [(a) => a.date],
        });
        const html = stateOf(w).html;
        const p = page(sorted, q.data);
        return ok(pageOf(AdminArticle), {
          data: p.data.map((a) => ({ ...a, html: html.get(a.id) ?? null })),
          count: p.count,
        });
      }),
    ),
    http.get(
      at('/articles/:id'),
      guarded(({ params, w }) => {
        const article = w.season.articles.find((a) => a.id === idOf(params));
        if (!article) return notFound('Article', idOf(params));
        return ok(AdminArticle, { ...article, html: stateOf(w).html.get(article.id) ?? null });
      }),
    ),
    http.post(
      at('/articles'),
      guarded(async ({ request, w }) => {
        const input = AdminArticleInput.safeParse(await bodyOf(request));
        if (!input.success) return invalid(input.error);
        const now = new Date().toISOString();
        const { html, ...fields } = input.data;
        const article: Article = {
          ...fields,
          imageUrl: fields.imageUrl ?? null,
          htmlPath: fields.htmlPath ?? null,
          id: crypto.randomUUID(),
          isFavorite: false,
          created_at: now,
          updated_at: now,
          published_at: fields.status === 'published' ? now : null,
        };
        w.season.articles.push(article);
        stateOf(w).html.set(article.id, html ?? null);
        return ok(AdminArticle, { ...article, html: html ?? null }, 201);
      }),
    ),
    http.put(
      at('/articles/:id'),
      guarded(async ({ request, params, w }) => {
        const patch = AdminArticleInput.partial().safeParse(await bodyOf(request));
        if (!patch.success) return invalid(patch.error);
        const index = w.season.articles.findIndex((a) => a.id === idOf(params));
        const current = w.season.articles[index];
        if (!current) return notFound('Article', idOf(params));
        const now = new Date().toISOString();
        const { html, ...fields } = patch.data;
        const defined = definedOf(fields);
        const updated: Article = {
          ...current,
          ...defined,
          updated_at: now,
          published_at:
            fields.status === 'published' && current.published_at === null ? now : current.published_at,
        };
        w.season.articles[index] = updated;
        const htmlStore = stateOf(w).html;
        if (html !== undefined) htmlStore.set(updated.id, html);
        return ok(AdminArticle, { ...updated, html: htmlStore.get(updated.id) ?? null });
      }),
    ),
    http.delete(
      at('/articles/:id'),
      guarded(({ params, w, admin }) => {
        const index = w.season.articles.findIndex((a) => a.id === idOf(params));
        const article = w.season.articles[index];
        if (!article) return notFound('Article', idOf(params));
        w.season.articles.splice(index, 1);
        record(w, admin.id, 'article_deleted', article.title);
        return ok(Deleted, { success: true });
      }),
    ),

    // ---- AI picks
    http.get(
      at('/ai-picks/generate/preview'),
      guarded(({ request, w }) => {
        const q = GeneratePicksPreviewQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        // The demo season's clock, as the server's season clock reads it.
        const current = seasonWeekAt(w.demoNow);
        const season = q.data.season ?? current.season;
        const week = q.data.week ?? current.week;
        const picks = w.picks.map((p) => p.pick).filter((p) => p.season === season && p.week === week);
        const graded = picks.filter((p) => p.result !== null).length;
        return ok(GeneratePicksPreview, {
          season,
          week,
          current,
          lines: w.season.propLines.filter((l) => l.season === season && l.week === week).length,
          ungraded: picks.length - graded,
          graded,
        });
      }),
    ),
    http.post(
      at('/ai-picks/generate'),
      guarded(async ({ request, w, admin }) => {
        const body = GenerateRequest.safeParse(await bodyOf(request));
        if (!body.success) return invalid(body.error);
        const { season, week } = body.data;
        if (!w.season.propLines.some((l) => l.season === season && l.week === week))
          return apiError(404, 'not_found', `No prop lines are stored for season ${season}, week ${week}.`);
        const result = generateWeek(w, season, week, new Date().toISOString());
        record(w, admin.id, 'ai_picks_generated', `${season} week ${week}: ${result.inserted} picks`);
        return ok(GenerateResponse, result);
      }),
    ),
    http.get(
      at('/ai-picks'),
      guarded(({ request, w }) => {
        const q = AiPickListQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        const { search, statType, band, season, week, result } = q.data;
        const rows = w.picks
          .map((p) => asStored(p, w.demoNow))
          .filter((p) => contains(p.player, search) || contains(p.opponent, search))
          .filter((p) => statType === undefined || p.stat_type === statType)
          .filter(
            (p) =>
              band === undefined ||
              (band === 'high' && p.confidence >= 80) ||
              (band === 'medium' && p.confidence >= 60 && p.confidence < 80) ||
              (band === 'low' && p.confidence < 60),
          )
          .filter(
            (p) => (season === undefined || p.season === season) && (week === undefined || p.week === week),
          )
          .filter((p) => result === undefined || (p.result ?? 'pending') === result);
        const sorted = sortAdminRows(rows, q.data, 'created_at', {
          created_at: [(p) => p.created_at],
          player: [(p) => p.player],
          opponent: [(p) => p.opponent],
          stat_type: [(p) => p.stat_type],
          confidence: [(p) => p.confidence],
          week: [(p) => p.season, (p) => p.week],
        });
        return ok(pageOf(AiPick), page(sorted, q.data));
      }),
    ),
    http.get(
      at('/ai-picks/:id'),
      guarded(({ params, w }) => {
        const found = w.pickById.get(idOf(params));
        return found ? ok(AiPick, asStored(found, w.demoNow)) : notFound('AI pick', idOf(params));
      }),
    ),
    http.put(
      at('/ai-picks/:id'),
      guarded(async ({ request, params, w }) => {
        const patch = AiPickUpdate.strict().safeParse(await bodyOf(request));
        if (!patch.success) return invalid(patch.error);
        const found = w.pickById.get(idOf(params));
        if (!found) return notFound('AI pick', idOf(params));
        const locked = refuseIfLocked(found, w.demoNow);
        if (locked) return locked;
        found.pick = applyPickEdit(found.pick, patch.data);
        return ok(AiPick, found.pick);
      }),
    ),
    http.delete(
      at('/ai-picks/:id'),
      guarded(({ params, w, admin }) => {
        const found = w.pickById.get(idOf(params));
        if (!found) return notFound('AI pick', idOf(params));
        const locked = refuseIfLocked(found, w.demoNow);
        if (locked) return locked;
        w.picks.splice(w.picks.indexOf(found), 1);
        w.pickById.delete(found.pick.id);
        const { pick } = found;
        record(
          w,
          admin.id,
          'ai_pick_deleted',
          `${pick.player} ${pick.pick} ${pick.line_value} ${pick.stat_type}`,
        );
        return ok(Deleted, { success: true });
      }),
    ),

    // ---- players
    http.get(
      at('/players'),
      guarded(({ request, w }) => {
        const q = PlayerListQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        const rows = w.season.players
          .filter((p) => contains(p.name, q.data.search))
          .filter((p) => q.data.position === undefined || p.position === q.data.position)
          .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
        return ok(pageOf(Player), page(rows, q.data));
      }),
    ),
    http.get(
      at('/players/:id/stats'),
      guarded(({ params, w }) => {
        const player = w.season.players.find((p) => p.id === idOf(params));
        if (!player) return notFound('Player', idOf(params));
        const games = w.season.gameLogs
          .filter((g) => g.player_id === player.id)
          .sort((a, b) => a.season - b.season || a.week - b.week || a.game_id.localeCompare(b.game_id));
        return ok(z.object({ player: Player, games: z.array(GameLogEntry) }), { player, games });
      }),
    ),
    http.get(
      at('/players/:id'),
      guarded(({ params, w }) => {
        const player = w.season.players.find((p) => p.id === idOf(params));
        return player ? ok(Player, player) : notFound('Player', idOf(params));
      }),
    ),
    http.put(
      at('/players/:id'),
      guarded(async ({ request, params, w }) => {
        const patch = PlayerUpdate.strict().safeParse(await bodyOf(request));
        if (!patch.success) return invalid(patch.error);
        const index = w.season.players.findIndex((p) => p.id === idOf(params));
        const current = w.season.players[index];
        if (!current) return notFound('Player', idOf(params));
        const defined = definedOf(patch.data);
        const updated = { ...current, ...defined, updated_at: new Date().toISOString() };
        w.season.players[index] = updated;
        return ok(Player, updated);
      }),
    ),

    // ---- prop lines
    http.post(
      at('/prop-lines/import'),
      guarded(async ({ request, w, admin }) => {
        const type = request.headers.get('content-type') ?? '';
        if (!/^text\/(csv|plain)\b/i.test(type))
          return apiError(400, 'unsupported_media_type', 'Send the file as text/csv', 'content-type');
        const dryRun = new URL(request.url).searchParams.get('dryRun');
        if (dryRun !== null && dryRun !== 'true' && dryRun !== 'false')
          return apiError(
            400,
            'invalid_request',
            'Invalid dryRun: Invalid option: expected one of "true"|"false"',
            'dryRun',
          );
        let parsed: ReturnType<typeof parsePropLineCsv>;
        try {
          parsed = parsePropLineCsv(w, await request.text(), new Date());
        } catch (err) {
          if (err instanceof ValidationError)
            return apiError(400, err.code, err.message, err.issues[0]?.path ?? 'body');
          throw err;
        }
        const report = {
          imported: parsed.lines.length,
          refused: parsed.rows.length - parsed.lines.length - parsed.skipped,
          skipped: parsed.skipped,
          rows: parsed.rows,
        };
        if (dryRun === 'true') return ok(ImportReport, report);
        w.season.propLines.push(...parsed.lines);
        record(
          w,
          admin.id,
          'prop_lines_imported',
          `${report.imported} imported, ${report.skipped} already stored, ${report.refused} refused`,
        );
        return ok(ImportReport, report);
      }),
    ),
    http.get(
      at('/prop-lines'),
      guarded(({ request, w }) => {
        const q = PropLineListQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        const { season, week, sportsbook, pulledFrom, pulledTo } = q.data;
        const rows = w.season.propLines
          .filter((l) => contains(l.player, q.data.search))
          .filter((l) => q.data.statType === undefined || l.stat_type === q.data.statType)
          .filter(
            (l) => (season === undefined || l.season === season) && (week === undefined || l.week === week),
          )
          .filter((l) => sportsbook === undefined || contains(l.sportsbook, sportsbook))
          .filter((l) => pulledFrom === undefined || t(l.pulled_at) >= t(pulledFrom))
          .filter((l) => pulledTo === undefined || t(l.pulled_at) < t(pulledTo));
        const sorted = sortAdminRows(rows, q.data, 'pulled_at', {
          pulled_at: [(l) => l.pulled_at],
          player: [(l) => l.player],
          stat_type: [(l) => l.stat_type],
          line_value: [(l) => l.line_value],
          sportsbook: [(l) => l.sportsbook],
          week: [(l) => l.season, (l) => l.week],
        });
        return ok(pageOf(PropLine), page(sorted, q.data));
      }),
    ),
    http.get(
      at('/prop-lines/:id/picks'),
      guarded(({ params, w }) => {
        const line = w.season.propLines.find((l) => l.id === idOf(params));
        if (!line) return notFound('Prop line', idOf(params));
        const weekPicks = w.picks
          .map((p) => p.pick)
          .filter((p) => p.season === line.season && p.week === line.week);
        return ok(PropLinePicks, { data: picksPricedFromLine(line, weekPicks) });
      }),
    ),
    http.get(
      at('/prop-lines/:id'),
      guarded(({ params, w }) => {
        const line = w.season.propLines.find((l) => l.id === idOf(params));
        return line ? ok(PropLine, line) : notFound('Prop line', idOf(params));
      }),
    ),
    http.put(
      at('/prop-lines/:id'),
      guarded(async ({ request, params, w }) => {
        const patch = PropLineUpdate.strict().safeParse(await bodyOf(request));
        if (!patch.success) return invalid(patch.error);
        const index = w.season.propLines.findIndex((l) => l.id === idOf(params));
        const current = w.season.propLines[index];
        if (!current) return notFound('Prop line', idOf(params));
        const defined = definedOf(patch.data);
        const updated: PropLine = { ...current, ...defined, updated_at: new Date().toISOString() };
        w.season.propLines[index] = updated;
        return ok(PropLine, updated);
      }),
    ),
    http.delete(
      at('/prop-lines/:id'),
      guarded(({ params, w, admin }) => {
        const index = w.season.propLines.findIndex((l) => l.id === idOf(params));
        const line = w.season.propLines[index];
        if (!line) return notFound('Prop line', idOf(params));
        w.season.propLines.splice(index, 1);
        record(
          w,
          admin.id,
          'prop_line_deleted',
          `${line.player} ${line.stat_type} ${line.line_value} (${line.sportsbook})`,
        );
        return ok(Deleted, { success: true });
      }),
    ),

    // ---- settings
    http.get(
      at('/settings'),
      guarded(({ w }) => ok(AdminSettings, maskSettings(w.season.settings))),
    ),
    http.put(
      at('/settings/:group'),
      guarded(async ({ request, params, w }) => {
        const group = z
          .enum(['application', 'notification', 'integration'])
          .safeParse(idOf({ id: params.group }));
        if (!group.success) return apiError(404, 'not_found', 'Not found');
        return saveGroup(w, group.data, await bodyOf(request));
      }),
    ),

    // ---- subscriptions
    http.get(
      at('/subscriptions'),
      guarded(({ request, w }) => {
        const q = SubscriptionListQuery.safeParse(queryOf(request));
        if (!q.success) return invalid(q.error);
        const { search, status, plan, userId } = q.data;
        const users = new Map(w.users.map((u) => [u.id, u]));
        // A subscription goes with its user (ON DELETE CASCADE): the server's inner join.
        const rows = w.season.subscriptions.flatMap((s) => {
          const user = users.get(s.user_id);
          return user ? [{ ...s, user_name: user.name, user_email: user.email }] : [];
        });
        const hits = rows
          .filter((s) => status === undefined || s.status === status)
          .filter((s) => plan === undefined || s.tier === plan)
          .filter((s) => userId === undefined || s.user_id === userId)
          .filter(
            (s) =>
              search === undefined ||
              contains(s.user_email, search) ||
              contains(s.user_name, search) ||
              s.user_id === search,
          );
        const sorted = sortAdminRows(hits, q.data, 'created_at', {
          created_at: [(s) => s.created_at],
          user_email: [(s) => s.user_email],
          user_name: [(s) => s.user_name],
          tier: [(s) => s.tier],
          status: [(s) => s.status],
          current_period_end: [(s) => s.current_period_end],
        });
        return ok(pageOf(AdminSubscriptionRow), page(sorted, q.data));
      }),
    ),
  ];
}
