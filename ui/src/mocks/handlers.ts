// Every call the web app makes, answered in the browser from the demo season (`npm run dev:mock`). Answers
// are parsed with the domain's schemas, so a mock that drifts from the contract fails loudly.
import {
  canReadNews,
  AccessCheck,
  calibrate,
  CalibrationResponse,
  CONTACT_SUCCESS_MESSAGE,
  ContactMessage,
  MeResponse,
  NewsItem,
  NewsQuery,
  NflGame,
  PERFORMANCE_PROP_TYPE_FILTERS,
  PROP_TYPE_FILTERS,
  PerformanceDataResponse,
  PerformanceQuery,
  PerformanceSummary,
  PerformanceSummaryQuery,
  Plan,
  PlayerSummary,
  PropDetail,
  PropFeedQuery,
  PropFeedResponse,
  PropLineHistory,
  PublicArticle,
  ScoresQuery,
  SiteInfo,
  StatType,
  Tier,
  dashboardCounts,
  seasonWeekAt,
  siteInfo,
  hasTierAccess,
  paginationMeta,
  parseNewsDocument,
  propFeedCap,
  summarizePerformance,
  timeframeStart,
  SCOUT_NEWS_UPGRADE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type Article,
  type Game,
  type NflGameStatus,
  type PerformanceRow,
  type SubscriptionState,
  type UserProfile,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiError, invalid, notFound } from './api-errors';
import { demoWorld, subscriptionOf, type DemoWorld } from './demo-world';
import { lineHistoryOf } from './line-history';
import { betsMockHandlers } from './bets-handlers';
import { recordMockHandlers } from './record-handlers';
import { alertsMockHandlers } from './alerts-handlers';
import { boardMockHandlers } from './board-handlers';
import { playerResearchMockHandlers } from './player-research-handlers';
import {
  normalizeEmail,
  passwordRuleProblems,
  toDetail,
  toFeedItem,
  toPerformanceRow,
  type PickWithGame,
} from '@edgeboard/domain';

const ANONYMOUS: SubscriptionState = {
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin: false,
};
const TOKEN_TTL_SECONDS = 3600;

// ---- sessions: JWT-shaped (unsigned) tokens; supabase-js only reads their claims.

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

function accessToken(user: UserProfile): string {
  const exp = Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp };
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.mock`;
}

function userOfToken(w: DemoWorld, token: string | undefined): UserProfile | null {
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = z.object({ sub: z.string(), exp: z.number() }).parse(JSON.parse(fromB64url(payload)));
    if (claims.exp * 1000 < Date.now()) return null;
    return w.users.find((u) => u.id === claims.sub) ?? null;
  } catch {
    return null;
  }
}

function viewerOf(w: DemoWorld, request: Request): UserProfile | null {
  const header = request.headers.get('Authorization') ?? '';
  return userOfToken(w, header.startsWith('Bearer ') ? header.slice(7) : undefined);
}

/**
 * The API's viewer middleware (api/src/http/viewer.ts): no Authorization header is a signed-out caller, but a
 * header whose token is not one of this mock's live sessions is a 401, whatever the route.
 */
function refusedToken(w: DemoWorld, request: Request): Response | undefined {
  const header = request.headers.get('Authorization');
  if (header === null) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (token === undefined) return unauthorized();
  return userOfToken(w, token) ? undefined : apiError(401, 'invalid_token', SESSION_EXPIRED_MESSAGE);
}

function goTrueUser(user: UserProfile) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.created_at,
    confirmed_at: user.created_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { name: user.name },
    identities: [],
    created_at: user.created_at,
    updated_at: user.created_at,
  };
}

function session(user: UserProfile) {
  return {
    access_token: accessToken(user),
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    expires_at: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS,
    // The refresh token is the user's id: this mock keeps no session store.
    refresh_token: user.id,
    user: goTrueUser(user),
  };
}

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * GoTrue's two error shapes, as the API's /auth/v1 (api/src/auth/auth.router.ts) answers them: a client that
 * sends X-Supabase-Api-Version 2024-01-01 or later (supabase-js 2.x always does) gets {code, message} and the
 * header echoed; an older one {code: status, error_code, msg}.
 */
function authError(
  request: Request,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const version = request.headers.get(API_VERSION_HEADER) ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION_2024) {
    return HttpResponse.json(
      { code, message, ...extra },
      { status, headers: { [API_VERSION_HEADER]: API_VERSION_2024, 'Cache-Control': 'no-store' } },
    );
  }
  return HttpResponse.json(
    { code: status, error_code: code, msg: message, ...extra },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** No session: the API's UnauthenticatedError (domain/src/errors.ts). */
const unauthorized = () => apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

// ---- the prop feed: the server's rules (prop-feed.service.ts) over the in-memory picks.

const FEED_SORT = {
  confidence: (p: PickWithGame) => p.pick.confidence,
  created_at: (p: PickWithGame) => p.pick.created_at,
  start_time: (p: PickWithGame) => p.game?.kickoff ?? '',
  type: (p: PickWithGame) => p.pick.stat_type,
  // Expected value at the best price, the column the repository sorts on; picks without one go last.
  ev: (p: PickWithGame) => p.pick.ev ?? null,
} as const;

function compare(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Rows in `order` of their key, ties by id; a null key goes last in both directions, as the SQL sorts it. */
function sortBy<T>(
  rows: T[],
  key: (r: T) => number | string | null,
  order: 'asc' | 'desc',
  id: (r: T) => string,
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  const byKey = (a: number | string | null, b: number | string | null) =>
    a === null || b === null ? Number(a === null) - Number(b === null) : sign * compare(a, b);
  return rows.slice().sort((a, b) => byKey(key(a), key(b)) || id(a).localeCompare(id(b)));
}

const pickId = (p: PickWithGame) => p.pick.id;

// The mock world is generated at the demo instant, so a game's status already says whether it has started.
const started = (p: PickWithGame): boolean => p.game !== null && p.game.status !== 'scheduled';

/** A capped tier's allowance: the first `cap` picks of the season not yet started, by creation then id. */
function allowance(w: DemoWorld, season: number, cap: number): Set<string> {
  const upcoming = w.picks.filter((p) => p.pick.season === season && p.game?.status === 'scheduled');
  return new Set(
    sortBy(upcoming, FEED_SORT.created_at, 'asc', pickId)
      .slice(0, cap)
      .map((p) => p.pick.id),
  );
}

/** A pick the caller may open, or the API's refusal: 401 signed out, 404 unknown, 403 outside the allowance. */
function openPick(w: DemoWorld, request: Request, id: string): PickWithGame | Response {
  // Signed-in users only; the API asks for the session before looking the pick up.
  const user = viewerOf(w, request);
  if (!user) return unauthorized();
  const found = w.pickById.get(id);
  if (!found) return apiError(404, 'not_found', 'Prop not found');
  const cap = propFeedCap(subscriptionOf(w, user));
  if (Number.isFinite(cap) && !started(found) && !allowance(w, found.pick.season, cap).has(found.pick.id))
    return apiError(403, 'forbidden', 'Forbidden');
  return found;
}

function statTypesOf(filter: PropFeedQuery['statType']): readonly StatType[] | undefined {
  if (filter === undefined) return undefined;
  const single = StatType.safeParse(filter);
  if (single.success) return [single.data];
  return PROP_TYPE_FILTERS.find((f) => f.value === filter)?.statTypes ?? [];
}

export function propFeed(w: DemoWorld, state: SubscriptionState, q: PropFeedQuery): PropFeedResponse {
  if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return { data: [], count: 0 };
  const season = q.season ?? w.season.season;
  const statTypes = statTypesOf(q.statType);
  const player = q.player?.toLowerCase();
  const matching = w.picks.filter(({ pick, game }) => {
    if (pick.season !== season) return false;
    if (q.week !== undefined && pick.week !== q.week) return false;
    if (pick.confidence < q.minConfidence) return false;
    if (player !== undefined && !pick.player.toLowerCase().includes(player)) return false;
    if (statTypes && !statTypes.includes(pick.stat_type)) return false;
    if (q.status === 'live' && game?.status !== 'in_progress') return false;
    if (q.status === 'upcoming' && game?.status !== 'scheduled') return false;
    // Plays only: the stored verdict, as the repository filters it (picks without one are left out).
    if (q.plays && pick.verdict !== 'play') return false;
    return true;
  });
  const sorted = sortBy(matching, FEED_SORT[q.sortBy], q.sortOrder, pickId);
  const cap = propFeedCap(state);
  if (!Number.isFinite(cap)) {
    return { data: sorted.slice(q.offset, q.offset + q.limit).map(toFeedItem), count: matching.length };
  }
  const allowed = allowance(w, season, cap);
  // Started games are the public record; upcoming ones only within the allowance. The count is every match.
  const data = sorted.filter((p) => started(p) || allowed.has(p.pick.id)).slice(q.offset, q.offset + q.limit);
  return { data: data.map(toFeedItem), count: matching.length };
}

// ---- scores: the demo schedule in the scores provider's field names.

const NFL_STATUS: Record<Game['status'], NflGameStatus> = {
  scheduled: 'Scheduled',
  in_progress: 'InProgress',
  final: 'Final',
};

function toNflGame(game: Game, index: number): NflGame {
  const started = game.status !== 'scheduled';
  return {
    GameID: index + 1,
    DateTime: game.kickoff,
    Status: NFL_STATUS[game.status],
    AwayTeam: game.away_team,
    HomeTeam: game.home_team,
    AwayScore: started ? (game.away_score ?? 0) : null,
    HomeScore: started ? (game.home_score ?? 0) : null,
    Quarter: game.status === 'final' ? 'F' : null,
    QuarterDescription: null,
    TimeRemaining: null,
  };
}

// ---- performance: graded picks, filtered as performance.routes.ts does.

function gradedRows(w: DemoWorld, q: PerformanceSummaryQuery & { result?: PerformanceQuery['result'] }) {
  if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return [];
  const statTypes =
    q.propType === undefined
      ? undefined
      : (PERFORMANCE_PROP_TYPE_FILTERS.find((f) => f.value === q.propType)?.statTypes ?? []);
  const from = q.timeframe === undefined ? null : timeframeStart(q.timeframe, w.demoNow);
  return w.picks
    .map(toPerformanceRow)
    .filter((r): r is PerformanceRow => r !== null)
    .filter((r) => {
      const { pick } = w.pickById.get(r.id) ?? {};
      if (!pick) return false;
      if (statTypes && !(statTypes as readonly StatType[]).includes(pick.stat_type)) return false;
      if (q.result !== undefined && r.result !== q.result) return false;
      return from === null || r.date >= from.toISOString();
    });
}

const PERFORMANCE_SORT = {
  date: (r: PerformanceRow) => r.date,
  confidence: (r: PerformanceRow) => r.confidence,
  profitLoss: (r: PerformanceRow) => r.profitLoss,
} as const;

// The demo articles are written as sections; none carries stored HTML, as in the seeded database.
const toPublicArticle = (article: Article): PublicArticle => ({ ...article, html: null });

/** The contact form's body with the API's bounds and wording (api/src/routes/contact.routes.ts). */
const ContactBody = ContactMessage.extend({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email().max(320),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});

async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/**
 * The handlers for a back end at `base` (an origin; '' is the page's own origin, as in the browser, where
 * relative paths resolve against it).
 */
export function mockHandlers(base = '') {
  return [
    // ---- /auth/v1: the GoTrue subset supabase-js calls.
    http.post(`${base}/auth/v1/token`, async ({ request }) => {
      const w = demoWorld();
      const grant = new URL(request.url).searchParams.get('grant_type');
      const body = z.record(z.string(), z.unknown()).parse(await request.json());
      if (grant === 'refresh_token') {
        const user = w.users.find((u) => u.id === body.refresh_token);
        return user
          ? HttpResponse.json(session(user))
          : authError(
              request,
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
      }
      const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
      const user = w.users.find((u) => u.email.toLowerCase() === email);
      if (!user || w.passwords.get(email) !== body.password)
        return authError(request, 400, 'invalid_credentials', 'Invalid login credentials');
      return HttpResponse.json(session(user));
    }),
    http.post(`${base}/auth/v1/signup`, async ({ request }) => {
      const w = demoWorld();
      const body = z
        .object({
          email: z.string(),
          password: z.string(),
          data: z.record(z.string(), z.unknown()).optional(),
        })
        .parse(await request.json());
      // The server's rules (domain/rules/credentials), so the mock refuses what the stand-in refuses; the
      // common-password list stays on the server.
      const email = normalizeEmail(body.email);
      if (email === null)
        return authError(
          request,
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        );
      const reasons = passwordRuleProblems(body.password);
      if (reasons.length > 0)
        return authError(request, 422, 'weak_password', 'Password is too weak.', {
          weak_password: { reasons },
        });
      if (w.passwords.has(email))
        return authError(request, 422, 'user_already_exists', 'User already registered');
      const name = typeof body.data?.name === 'string' ? body.data.name : email;
      const user: UserProfile = {
        id: crypto.randomUUID(),
        name,
        email,
        role: 'free',
        created_at: new Date().toISOString(),
      };
      w.users.push(user);
      w.passwords.set(email, body.password);
      // Confirmed at once: there is no mailbox in the mock.
      return HttpResponse.json(session(user));
    }),
    http.get(`${base}/auth/v1/user`, ({ request }) => {
      const user = viewerOf(demoWorld(), request);
      return user ? HttpResponse.json(goTrueUser(user)) : authError(request, 401, 'bad_jwt', 'invalid JWT');
    }),
    http.put(`${base}/auth/v1/user`, async ({ request }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return authError(request, 401, 'bad_jwt', 'invalid JWT');
      const body = z.object({ password: z.string().optional() }).parse(await request.json());
      if (body.password !== undefined) w.passwords.set(user.email.toLowerCase(), body.password);
      return HttpResponse.json(goTrueUser(user));
    }),
    http.post(`${base}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${base}/auth/v1/recover`, () => HttpResponse.json({})),

    // ---- /api
    // Runs before every /api handler (the admin ones too, listed after these): a bad token is refused at
    // once; anything else falls through to the route.
    http.all(`${base}/api/*`, ({ request }) => refusedToken(demoWorld(), request)),
    http.get(`${base}/api/me`, ({ request }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return unauthorized();
      return HttpResponse.json(
        MeResponse.parse({
          id: user.id,
          email: user.email,
          profile: user,
          subscription: subscriptionOf(w, user),
        }),
      );
    }),
    http.delete(`${base}/api/me`, ({ request }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return unauthorized();
      w.users.splice(w.users.indexOf(user), 1);
      w.passwords.delete(user.email.toLowerCase());
      return HttpResponse.json({ success: true });
    }),
    http.get(`${base}/api/subscription/:userId/access/:tier`, ({ request, params }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return unauthorized();
      const tier = Tier.safeParse(params.tier);
      if (!tier.success) return invalid(tier.error);
      const state = subscriptionOf(w, user);
      if (params.userId !== user.id && !state.isAdmin) return apiError(403, 'forbidden', 'Forbidden');
      const target = w.users.find((u) => u.id === params.userId);
      if (!target) return notFound('User');
      return HttpResponse.json(
        AccessCheck.parse({ hasAccess: hasTierAccess(subscriptionOf(w, target), tier.data) }),
      );
    }),
    http.get(`${base}/api/props/prop-feed`, ({ request }) => {
      const w = demoWorld();
      const q = PropFeedQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const user = viewerOf(w, request);
      const state = user ? subscriptionOf(w, user) : ANONYMOUS;
      return HttpResponse.json(PropFeedResponse.parse(propFeed(w, state, q.data)));
    }),
    http.get(`${base}/api/props/analysis/v2/:id`, ({ request, params }) => {
      const w = demoWorld();
      const found = openPick(w, request, String(params.id));
      return found instanceof Response ? found : HttpResponse.json(PropDetail.parse(toDetail(found)));
    }),
    // The line history follows the analysis' access rule.
    http.get(`${base}/api/props/:id/lines`, ({ request, params }) => {
      const w = demoWorld();
      const found = openPick(w, request, String(params.id));
      return found instanceof Response
        ? found
        : HttpResponse.json(PropLineHistory.parse(lineHistoryOf(w, found)));
    }),
    http.get(`${base}/api/players`, () =>
      HttpResponse.json(z.array(PlayerSummary).parse(demoWorld().season.players)),
    ),
    http.get(`${base}/api/plans`, () => HttpResponse.json(z.array(Plan).parse(demoWorld().season.plans))),
    // The mock has no payment, analytics or captcha service either: it reports itself as local mode.
    http.get(`${base}/api/site`, () => {
      const w = demoWorld();
      return HttpResponse.json(
        SiteInfo.parse(siteInfo(w.season.settings.application, 'local', seasonWeekAt(w.demoNow))),
      );
    }),
    // No payment provider in the mock: say so instead of pretending a checkout happened.
    http.post(`${base}/api/checkout/create-checkout-session`, () =>
      apiError(503, 'payments_unavailable', 'Payments are not available in the mock mode.'),
    ),
    http.get(`${base}/api/billing/portal`, () =>
      apiError(503, 'payments_unavailable', 'Payments are not available in the mock mode.'),
    ),
    http.post(`${base}/api/contact`, async ({ request }) => {
      const message = ContactBody.safeParse(await jsonOf(request));
      if (!message.success) return invalid(message.error);
      return HttpResponse.json({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    }),
    http.post(`${base}/api/analytics/page-view`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${base}/api/selzy/subscribe`, () => HttpResponse.json({ success: true })),
    http.get(`${base}/api/news/rotoballer`, ({ request }) => {
      const w = demoWorld();
      const q = NewsQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const user = viewerOf(w, request);
      const state = user ? subscriptionOf(w, user) : ANONYMOUS;
      if (!canReadNews(state)) return apiError(403, 'upgrade_required', SCOUT_NEWS_UPGRADE_MESSAGE);
      const limit = Math.min(q.data.limit, dashboardCounts(state).news);
      const docs = w.season.newsDocuments
        .slice()
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, limit);
      const items = docs.map((d) => {
        const parsed = parseNewsDocument(d.content);
        return {
          ...d,
          title: parsed.title ?? '',
          date: parsed.date,
          originalSource: parsed.originalSource,
          body: parsed.body,
        };
      });
      return HttpResponse.json(z.array(NewsItem).parse(items));
    }),
    http.get(`${base}/api/nfl/scoresbasic`, ({ request }) => {
      const w = demoWorld();
      const q = ScoresQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      if (q.data.seasonType !== 'REG') return HttpResponse.json([]);
      const games = w.season.games
        .filter((g) => g.season === q.data.season && g.week === q.data.week)
        .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
      return HttpResponse.json(z.array(NflGame).parse(games.map(toNflGame)));
    }),
    http.get(`${base}/api/articles`, () => {
      const published = demoWorld()
        .season.articles.filter((a) => a.status === 'published')
        .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
      return HttpResponse.json(z.array(PublicArticle).parse(published.map(toPublicArticle)));
    }),
    http.get(`${base}/api/articles/:id`, ({ params }) => {
      const article = demoWorld().season.articles.find((a) => a.id === params.id && a.status === 'published');
      return article ? HttpResponse.json(PublicArticle.parse(toPublicArticle(article))) : notFound('Article');
    }),
    http.get(`${base}/api/performance/summary`, ({ request }) => {
      const q = PerformanceSummaryQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      return HttpResponse.json(
        PerformanceSummary.parse(summarizePerformance(gradedRows(demoWorld(), q.data))),
      );
    }),
    http.get(`${base}/api/performance/calibration`, ({ request }) => {
      const q = PerformanceSummaryQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      return HttpResponse.json(CalibrationResponse.parse(calibrate(gradedRows(demoWorld(), q.data))));
    }),
    http.get(`${base}/api/performance/data`, ({ request }) => {
      const q = PerformanceQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const rows = sortBy(
        gradedRows(demoWorld(), q.data),
        PERFORMANCE_SORT[q.data.sortBy],
        q.data.sortOrder,
        (r) => r.id,
      );
      const start = (q.data.page - 1) * q.data.limit;
      return HttpResponse.json(
        PerformanceDataResponse.parse({
          data: rows.slice(start, start + q.data.limit),
          meta: paginationMeta(q.data.page, q.data.limit, rows.length),
        }),
      );
    }),
    ...recordMockHandlers(base),
    ...alertsMockHandlers(base, { viewerOf, allowance }),
    ...betsMockHandlers(base),
    ...boardMockHandlers(base, { viewerOf, allowance }),
    ...playerResearchMockHandlers(base, { viewerOf }),
  ];
}
