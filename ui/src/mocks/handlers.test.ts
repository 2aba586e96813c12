// @vitest-environment node
import {
  AccessCheck,
  CalibrationResponse,
  CONTACT_SUCCESS_MESSAGE,
  MeResponse,
  NewsItem,
  NflGame,
  PerformanceDataResponse,
  PerformanceSummary,
  Plan,
  PlayerSummary,
  PropDetail,
  PropFeedQuery,
  PropFeedResponse,
  PublicArticle,
  propFeedCap,
  type NoPlayReason,
  type PickWithGame,
  type SubscriptionState,
} from '@edgeboard/domain';
import { DEMO_PASSWORD } from '@edgeboard/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from './demo-world';
import { mockHandlers, propFeed } from './handlers';
import { pinMockWorldDate } from './mock-test-clock';

const ORIGIN = 'http://localhost:5173';
const server = setupServer(...mockHandlers(ORIGIN));

pinMockWorldDate();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: z.object({ id: z.string() }),
});

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token !== undefined) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}${path}`, { ...init, headers });
}

async function json<T>(schema: z.ZodType<T>, res: Response): Promise<T> {
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

async function signIn(email: string): Promise<z.infer<typeof Session>> {
  const res = await call('/auth/v1/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return json(Session, res);
}

const feedPath = '/api/props/prop-feed?limit=100&sortBy=confidence&sortOrder=desc';

describe('mock back end', () => {
  it('signs a demo user in, answers /api/me, refreshes, and rejects a wrong password', async () => {
    const { access_token: token, refresh_token } = await signIn('allstar@demo.edgeboard.dev');
    const me = await json(MeResponse, await call('/api/me', { token }));
    expect(me.email).toBe('allstar@demo.edgeboard.dev');
    expect(me.subscription.tier).toBe('all-star');
    const user = await json(z.object({ email: z.string() }), await call('/auth/v1/user', { token }));
    expect(user.email).toBe(me.email);
    const refreshed = await call('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token }),
    });
    expect((await json(Session, refreshed)).user.id).toBe(me.id);
    const wrong = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'allstar@demo.edgeboard.dev', password: 'nope' }),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()) as unknown).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect((await call('/api/me')).status).toBe(401);
  });

  it('answers auth errors in the 2024-01-01 shape to a client that asks for it, as supabase-js does', async () => {
    const wrong = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'allstar@demo.edgeboard.dev', password: 'nope' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect((await wrong.json()) as unknown).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('signs up, updates the password, recovers, deletes the account and logs out', async () => {
    const signUp = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'new@example.com', password: 'Secret-123', data: { name: 'New Fan' } }),
    });
    const { access_token: token } = await json(Session, signUp);
    const me = await json(MeResponse, await call('/api/me', { token }));
    expect(me.subscription.tier).toBe('free');
    const update = await call('/auth/v1/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ password: 'Other-456' }),
    });
    expect(update.status).toBe(200);
    expect(
      (await call('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: me.email }) })).status,
    ).toBe(200);
    const deleted = await call('/api/me', { method: 'DELETE', token });
    expect(await json(z.object({ success: z.boolean() }), deleted)).toEqual({ success: true });
    expect((await call('/auth/v1/logout?scope=global', { method: 'POST', token })).status).toBe(204);
  });

  it('refuses a sign-up the server refuses: a bad address and a weak password, with Supabase codes', async () => {
    const badEmail = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: '<b>x</b>@example.com', password: 'Secret-123' }),
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ error_code: 'validation_failed' });
    const weak = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'weak@example.com', password: '        ' }),
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['characters'] },
    });
  });

  it('caps the free feed at propFeedCap upcoming picks in all, opening started ones, while counting every match', async () => {
    const { access_token: allStar } = await signIn('allstar@demo.edgeboard.dev');
    const upcomingPath = `${feedPath}&status=upcoming`;
    const full = await json(PropFeedResponse, await call(upcomingPath, { token: allStar }));
    const free = await json(PropFeedResponse, await call(upcomingPath));
    const freeState = { tier: 'free', status: 'active', isAdmin: false } as const;
    // Issue #18 item 12: 3 upcoming picks in all, not 3 a week.
    expect(free.data.length).toBe(Math.min(propFeedCap(freeState), full.count));
    expect(free.count).toBe(full.count);
    // Picks of started games are the public record, shown whatever the tier.
    const anyFree = await json(PropFeedResponse, await call(feedPath));
    expect(anyFree.data.filter((p) => p.status === 'upcoming').length).toBeLessThanOrEqual(3);
    // An upcoming pick outside the free allowance is refused; one inside is answered.
    const allowed = new Set(free.data.map((p) => p.id));
    const hidden = full.data.find((p) => !allowed.has(p.id));
    expect(hidden).toBeDefined();
    const { access_token: freeToken } = await signIn('free@demo.edgeboard.dev');
    expect((await call(`/api/props/analysis/v2/${hidden!.id}`, { token: freeToken })).status).toBe(403);
    const firstId = free.data[0]!.id;
    const detail = await json(
      PropDetail,
      await call(`/api/props/analysis/v2/${firstId}`, { token: freeToken }),
    );
    expect(detail.id).toBe(firstId);
    // The analysis needs a session, as the API's does.
    expect((await call(`/api/props/analysis/v2/${firstId}`)).status).toBe(401);
  });

  it('refuses a token that is not a live session with 401 invalid_token, on every /api route', async () => {
    const bad = await call(feedPath, { token: 'not-a-valid-token' });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
    expect((await call('/api/admin/metrics', { token: 'not-a-valid-token' })).status).toBe(401);
    // No Authorization header at all is a signed-out visitor.
    expect((await call(feedPath)).status).toBe(200);
  });

  it('answers the reference, news, scores, articles and performance calls', async () => {
    const { access_token: token, user } = await signIn('allstar@demo.edgeboard.dev');
    expect((await json(z.array(PlayerSummary), await call('/api/players'))).length).toBeGreaterThan(0);
    expect((await json(z.array(Plan), await call('/api/plans'))).length).toBeGreaterThan(0);
    expect(await json(z.array(NewsItem), await call('/api/news/rotoballer?limit=5', { token }))).toHaveLength(
      5,
    );
    const { season, currentWeek } = demoWorld().season;
    const games = await json(
      z.array(NflGame),
      await call(`/api/nfl/scoresbasic?season=${season}&week=${currentWeek}&seasonType=REG`),
    );
    expect(games.length).toBeGreaterThan(0);
    const articles = await json(z.array(PublicArticle), await call('/api/articles'));
    const first = articles[0]!;
    expect((await json(PublicArticle, await call(`/api/articles/${first.id}`))).id).toBe(first.id);
    expect((await call('/api/articles/missing')).status).toBe(404);
    const summary = await json(PerformanceSummary, await call('/api/performance/summary?timeframe=all'));
    const page = await json(PerformanceDataResponse, await call('/api/performance/data?page=1&limit=10'));
    expect(page.data).toHaveLength(10);
    expect(page.meta.totalItems).toBe(summary.totalBets);
    const calibration = await json(CalibrationResponse, await call('/api/performance/calibration'));
    expect(calibration.bands.reduce((n, b) => n + b.picks, 0)).toBe(summary.totalBets);
    const access = await json(
      AccessCheck,
      await call(`/api/subscription/${user.id}/access/all-star`, { token }),
    );
    expect(access.hasAccess).toBe(true);
  });

  it('answers the contact, sign-up list and page-view calls, and refuses payments honestly', async () => {
    const contact = await call('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'Hi' }),
    });
    expect((await contact.json()) as unknown).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    const invalid = await call('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ name: 'A', email: 'not-an-email', message: 'Hi' }),
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string; field: string } }).error).toMatchObject({
      code: 'invalid_request',
      field: 'email',
    });
    const subscribe = await call('/api/selzy/subscribe', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.com', list_id: 1 }),
    });
    expect(subscribe.status).toBe(200);
    const view = await call('/api/analytics/page-view', {
      method: 'POST',
      body: JSON.stringify({ path: '/' }),
    });
    expect(view.status).toBe(204);
    const checkout = await call('/api/checkout/create-checkout-session', { method: 'POST', body: '{}' });
    expect(checkout.status).toBe(503);
    expect((await call('/api/billing/portal?returnPath=/profile')).status).toBe(503);
  });
});

describe('mock prop feed against the market', () => {
  const allStar: SubscriptionState = {
    tier: 'all-star',
    status: 'active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    isAdmin: false,
  };

  /** A demo pick with the market columns the engine stores (the demo season's own picks may lack them). */
  function priced(
    p: PickWithGame,
    ev: number,
    verdict: 'play' | 'no_play',
    reason: NoPlayReason | null = null,
  ): PickWithGame {
    return {
      ...p,
      pick: {
        ...p.pick,
        line_source: 'book',
        sportsbook: 'DraftKings',
        line_pulled_at: '2025-10-10T12:00:00.000Z',
        over_odds: -115,
        under_odds: -105,
        fair_p: 0.51,
        model_p: 0.58,
        win_p: p.pick.confidence / 100,
        best_book: 'FanDuel',
        odds: -105,
        ev,
        verdict,
        no_play_reason: reason,
      },
    };
  }

  function world() {
    const w = demoWorld();
    const [a, b, c, d] = w.picks.filter((p) => p.pick.season === w.season.season);
    const picks = [
      priced(a!, 0.02, 'play'),
      priced(b!, 0.08, 'play'),
      priced(c!, -0.01, 'no_play', 'no_edge'),
      { ...d!, pick: { ...d!.pick, ev: null, verdict: null } },
    ];
    return { w: { ...w, picks }, ids: picks.map((p) => p.pick.id) };
  }

  it('sorts by expected value, picks without one last in both directions', () => {
    const { w, ids } = world();
    const [a, b, c, d] = ids;
    const order = (sortOrder: string) =>
      propFeed(
        w,
        allStar,
        PropFeedQuery.parse({ sortBy: 'ev', sortOrder, season: w.season.season }),
      ).data.map((i) => i.id);
    expect(order('desc')).toEqual([b, a, c, d]);
    expect(order('asc')).toEqual([c, a, b, d]);
  });

  it('keeps plays only when asked, each carrying its market', () => {
    const { w, ids } = world();
    const feed = propFeed(
      w,
      allStar,
      PropFeedQuery.parse({ sortBy: 'ev', plays: 'true', season: w.season.season }),
    );
    expect(feed.data.map((i) => i.id)).toEqual([ids[1], ids[0]]);
    expect(feed.count).toBe(2);
    expect(feed.data.map((i) => i.ai_picks[0]?.market?.evPercent)).toEqual([8, 2]);
    expect(feed.data.every((i) => i.ai_picks[0]?.market?.verdict === 'play')).toBe(true);
    const all = propFeed(w, allStar, PropFeedQuery.parse({ season: w.season.season }));
    expect(all.count).toBe(4);
  });

  it('answers sortBy=ev and plays=true over HTTP with plays only', async () => {
    const feed = await json(
      PropFeedResponse,
      await call('/api/props/prop-feed?limit=100&sortBy=ev&sortOrder=desc&plays=true'),
    );
    expect(feed.data.every((i) => i.ai_picks[0]?.market?.verdict === 'play')).toBe(true);
    const evs = feed.data.map((i) => i.ai_picks[0]?.market?.evPercent ?? null);
    expect(evs).toEqual([...evs].sort((x, y) => (y ?? -Infinity) - (x ?? -Infinity)));
  });
});
