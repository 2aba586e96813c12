// @vitest-environment node
import {
  AdminSettings,
  AdminSubscriptionRow,
  AdminSubscriptionView,
  AiPick,
  DashboardMetrics,
  GameLogEntry,
  GeneratePicksPreview,
  Player,
  PropLine,
  PropLinePicks,
  pickLockedMessageFor,
  seasonWeekAt,
  UserActivity,
  UserProfile,
} from '@edgeboard/domain';
import { DEMO_PASSWORD } from '@edgeboard/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnalyticsReport, GenerateResponse, ImportReport, adminMockHandlers } from './admin-handlers';
import { demoWorld } from './demo-world';
import { mockHandlers } from './handlers';

const ORIGIN = 'http://localhost:5173';
const server = setupServer(...adminMockHandlers(ORIGIN), ...mockHandlers(ORIGIN));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number() });
const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${ORIGIN}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

let token = '';
async function call(path: string, init: RequestInit & { as?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const who = init.as === undefined ? token : init.as;
  if (who !== null) headers.set('Authorization', `Bearer ${who}`);
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}/api/admin${path}`, { ...init, headers });
}

async function json<T>(schema: z.ZodType<T>, res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return schema.parse(await res.json());
}

async function error(res: Response, status: number) {
  return (await json(ErrorBody, res, status)).error;
}

beforeAll(async () => {
  token = await signIn('admin@demo.edgeboard.dev');
});

describe('admin mock back end', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await error(await call('/metrics', { as: null }), 401)).code).toBe('unauthenticated');
    expect((await error(await call('/metrics', { as: 'not-a-valid-token' }), 401)).code).toBe(
      'invalid_token',
    );
    const fan = await signIn('allstar@demo.edgeboard.dev');
    expect((await error(await call('/users', { as: fan }), 403)).code).toBe('admin_only');
  });

  it('answers the metrics and analytics', async () => {
    const metrics = await json(DashboardMetrics, await call('/metrics'));
    expect(metrics.totalUsers).toBe(demoWorld().users.length);
    const report = await json(AnalyticsReport, await call('/analytics'));
    // One figure for the home tile and Analytics (issue #20 item 12).
    expect(metrics.revenueThisMonth).toBe(report.revenueMonthToDate.value);
    expect(report.totalUsers.value).toBe(metrics.totalUsers);
    expect(report.activeSubscriptions.value).toBe(metrics.activeSubscriptions);
  });

  it('lists users newest first with a case-insensitive partial search and a role filter', async () => {
    const all = await json(pageOf(UserProfile), await call('/users?pageSize=100'));
    expect(all.count).toBe(demoWorld().users.length);
    const sorted = all.data.map((u) => u.created_at);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const found = await json(pageOf(UserProfile), await call('/users?search=ALLSTAR'));
    expect(found.data.map((u) => u.email)).toContain('allstar@demo.edgeboard.dev');
    const admins = await json(pageOf(UserProfile), await call('/users?role=admin'));
    expect(admins.count).toBeGreaterThan(0);
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    const second = await json(pageOf(UserProfile), await call('/users?page=2&pageSize=2'));
    expect(second.data.map((u) => u.id)).toEqual(all.data.slice(2, 4).map((u) => u.id));
    expect((await error(await call('/users?role=owner'), 400)).field).toBe('role');
  });

  it('changes a role, records it in the activity, and refuses an admin’s own role change', async () => {
    const fan = demoWorld().users.find((u) => u.email === 'allstar@demo.edgeboard.dev')!;
    const role = fan.role === 'free' ? 'user' : 'free';
    const updated = await json(
      UserProfile,
      await call(`/users/${fan.id}`, { method: 'PATCH', body: JSON.stringify({ role }) }),
    );
    expect(updated.role).toBe(role);
    const activity = await json(z.array(UserActivity), await call(`/users/${fan.id}/activity`));
    expect(activity[0]?.activity).toBe('role_changed');
    expect(activity[0]?.target).toBe(`${fan.role} -> ${role} by admin@demo.edgeboard.dev`);
    const recent = await json(z.array(UserActivity), await call('/activity'));
    expect(recent[0]?.id).toBe(activity[0]?.id);
    const me = demoWorld().users.find((u) => u.email === 'admin@demo.edgeboard.dev')!;
    const own = await call(`/users/${me.id}`, { method: 'PATCH', body: JSON.stringify({ role: 'free' }) });
    expect((await error(own, 409)).code).toBe('own_role');
    const missing = '99999999-9999-4999-8999-999999999999';
    expect((await error(await call(`/users/${missing}/subscription`), 404)).code).toBe('not_found');
    const sub = await json(AdminSubscriptionView.nullable(), await call(`/users/${fan.id}/subscription`));
    expect(sub?.user_id).toBe(fan.id);
    await call(`/users/${fan.id}`, { method: 'PATCH', body: JSON.stringify({ role: fan.role }) });
  });

  it('creates, searches, updates and deletes articles', async () => {
    const input = {
      title: 'Zebra Week Notes',
      content: 'Body',
      author: 'Desk',
      date: '2025-10-01',
      category: 'NFL',
      tags: [],
      sections: [],
      status: 'draft',
      html: '<p>Hi</p>',
    };
    const Admin = z.object({
      id: z.string(),
      title: z.string(),
      html: z.string().nullable(),
      status: z.string(),
      published_at: z.string().nullable(),
    });
    const created = await json(
      Admin,
      await call('/articles', { method: 'POST', body: JSON.stringify(input) }),
      201,
    );
    expect(created.published_at).toBeNull();
    const found = await json(pageOf(Admin), await call('/articles?search=zebra&status=draft'));
    expect(found.data.map((a) => a.id)).toEqual([created.id]);
    const published = await json(
      Admin,
      await call(`/articles/${created.id}`, { method: 'PUT', body: JSON.stringify({ status: 'published' }) }),
    );
    expect(published.published_at).not.toBeNull();
    expect(published.html).toBe('<p>Hi</p>');
    expect(
      await json(
        z.object({ success: z.literal(true) }),
        await call(`/articles/${created.id}`, { method: 'DELETE' }),
      ),
    ).toEqual({ success: true });
    expect((await error(await call(`/articles/${created.id}`), 404)).message).toBe(
      `Article ${created.id} not found`,
    );
    const bad = await call('/articles', { method: 'POST', body: JSON.stringify({ ...input, title: '' }) });
    expect((await error(bad, 400)).field).toBe('title');
  });

  it('filters AI picks by band, stat type and search; edits, deletes and regenerates a week', async () => {
    const high = await json(pageOf(AiPick), await call('/ai-picks?band=high&pageSize=100'));
    expect(high.data.every((p) => p.confidence >= 80)).toBe(true);
    const medium = await json(pageOf(AiPick), await call('/ai-picks?band=medium&pageSize=100'));
    expect(medium.data.every((p) => p.confidence >= 60 && p.confidence < 80)).toBe(true);
    const all = await json(pageOf(AiPick), await call('/ai-picks?pageSize=100'));
    expect(all.count).toBe(demoWorld().picks.length);
    // The newest pick whose game has not kicked off (a started one is locked: see the ledger test below).
    const first = all.data.find((p) => !p.locked_at)!;
    const search = first.player.slice(1, 5).toUpperCase();
    const found = await json(
      pageOf(AiPick),
      await call(`/ai-picks?search=${encodeURIComponent(search)}&statType=${first.stat_type}&pageSize=100`),
    );
    expect(found.data.map((p) => p.id)).toContain(first.id);
    expect(found.data.every((p) => p.stat_type === first.stat_type)).toBe(true);
    const edited = await json(
      AiPick,
      await call(`/ai-picks/${first.id}`, {
        method: 'PUT',
        body: JSON.stringify({ confidence: 55, line_value: 10.5 }),
      }),
    );
    expect([edited.confidence, edited.line_value]).toEqual([55, 10.5]);
    expect((await json(AiPick, await call(`/ai-picks/${first.id}`))).confidence).toBe(55);
    const quarter = await call(`/ai-picks/${first.id}`, {
      method: 'PUT',
      body: JSON.stringify({ line_value: 10.25 }),
    });
    expect((await error(quarter, 400)).field).toBe('line_value');
    const extra = await call(`/ai-picks/${first.id}`, {
      method: 'PUT',
      body: JSON.stringify({ result: 'win' }),
    });
    expect(extra.status).toBe(400);

    const { season, week } = first;
    const ungraded = demoWorld().picks.filter(
      (p) => p.pick.season === season && p.pick.week === week && p.pick.result === null,
    ).length;
    const preview = await json(
      GeneratePicksPreview,
      await call(`/ai-picks/generate/preview?season=${String(season)}&week=${String(week)}`),
    );
    expect(preview.ungraded).toBe(ungraded);
    expect(preview.current).toEqual(seasonWeekAt(demoWorld().demoNow));
    expect((await json(GeneratePicksPreview, await call('/ai-picks/generate/preview'))).week).toBe(
      demoWorld().season.currentWeek,
    );
    const generated = await json(
      GenerateResponse,
      await call('/ai-picks/generate', { method: 'POST', body: JSON.stringify({ season, week }) }),
    );
    expect(generated.deleted).toBe(ungraded);
    expect(generated.inserted).toBe(generated.picks.length);
    expect(generated.lines).toBeGreaterThan(0);
    expect(demoWorld().pickById.get(first.id)?.pick.confidence).toBe(
      demoWorld().season.aiPicks.find((p) => p.id === first.id)?.confidence,
    );
    const none = await call('/ai-picks/generate', {
      method: 'POST',
      body: JSON.stringify({ season: 2030, week: 1 }),
    });
    expect((await error(none, 404)).message).toBe('No prop lines are stored for season 2030, week 1.');

    await call(`/ai-picks/${first.id}`, { method: 'DELETE' });
    expect((await call(`/ai-picks/${first.id}`)).status).toBe(404);
    const recent = await json(z.array(UserActivity), await call('/activity'));
    expect(recent[0]?.activity).toBe('ai_pick_deleted');
  });

  it("refuses to edit or delete a pick whose game has kicked off with the API's 409 pick_locked", async () => {
    const w = demoWorld();
    // Any pick with a game, its game made a scheduled one, so the test does not hang on the day's world.
    const target = w.picks.find((p) => p.game && !p.pick.locked_at)!;
    const stored = target.game!;
    const game = { ...stored, status: 'scheduled' as const };
    const before = { ...target.pick };
    const demoNow = w.demoNow;
    target.game = game;
    try {
      w.demoNow = new Date(Date.parse(game.kickoff) - 60_000);
      expect((await json(AiPick, await call(`/ai-picks/${target.pick.id}`))).locked_at ?? null).toBeNull();

      // One minute past kickoff by the season clock: the domain's rule (hasKickedOff) locks it.
      w.demoNow = new Date(Date.parse(game.kickoff) + 60_000);
      expect((await json(AiPick, await call(`/ai-picks/${target.pick.id}`))).locked_at).toBe(game.kickoff);
      const put = await call(`/ai-picks/${target.pick.id}`, {
        method: 'PUT',
        body: JSON.stringify({ line_value: before.line_value + 1 }),
      });
      const refused = await error(put, 409);
      expect(refused.code).toBe('pick_locked');
      expect(refused.message).toBe(pickLockedMessageFor(target));
      expect((await error(await call(`/ai-picks/${target.pick.id}`, { method: 'DELETE' }), 409)).code).toBe(
        'pick_locked',
      );
      expect(w.pickById.get(target.pick.id)?.pick).toEqual(before);
    } finally {
      w.demoNow = demoNow;
      target.game = stored;
    }
  });

  it('lists players by name, filters by position, edits one and answers its stats oldest first', async () => {
    const qbs = await json(pageOf(Player), await call('/players?position=QB&pageSize=100'));
    expect(qbs.data.every((p) => p.position === 'QB')).toBe(true);
    const names = qbs.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const withLogs = demoWorld().season.gameLogs[0]!.player_id;
    const stats = await json(
      z.object({ player: Player, games: z.array(GameLogEntry) }),
      await call(`/players/${withLogs}/stats`),
    );
    const order = stats.games.map((g) => g.season * 100 + g.week);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(stats.games.length).toBeGreaterThan(0);
    const part = stats.player.name.slice(0, 3).toLowerCase();
    const found = await json(
      pageOf(Player),
      await call(`/players?search=${encodeURIComponent(part)}&pageSize=100`),
    );
    expect(found.data.map((p) => p.id)).toContain(withLogs);
    const edited = await json(
      Player,
      await call(`/players/${withLogs}`, { method: 'PUT', body: JSON.stringify({ espn_id: '123' }) }),
    );
    expect(edited.espn_id).toBe('123');
    expect((await call('/players/nobody/stats')).status).toBe(404);
  });

  it('lists, edits and deletes prop lines; imports CSV with a dry run that writes nothing', async () => {
    const lines = await json(pageOf(PropLine), await call('/prop-lines?statType=passing_yards&pageSize=100'));
    expect(lines.data.every((l) => l.stat_type === 'passing_yards')).toBe(true);
    const pulled = lines.data.map((l) => l.pulled_at);
    expect(pulled).toEqual([...pulled].sort().reverse());
    const line = lines.data[0]!;
    // The panel's related AI picks: the week's pick on this player and stat type, linked by id.
    const related = await json(PropLinePicks, await call(`/prop-lines/${line.id}/picks`));
    expect(related.data.length).toBeGreaterThan(0);
    expect(
      related.data.every(
        (p) => p.week === line.week && p.stat_type === line.stat_type && p.player === line.player,
      ),
    ).toBe(true);
    expect((await call('/prop-lines/nope/picks')).status).toBe(404);
    const edited = await json(
      PropLine,
      await call(`/prop-lines/${line.id}`, { method: 'PUT', body: JSON.stringify({ odds: -120 }) }),
    );
    expect(edited.odds).toBe(-120);
    const badOdds = await call(`/prop-lines/${line.id}`, {
      method: 'PUT',
      body: JSON.stringify({ odds: 50 }),
    });
    expect((await error(badOdds, 400)).field).toBe('odds');

    const game = demoWorld().season.games.find((g) => g.season === demoWorld().season.season)!;
    const csv = [
      'player,stat_type,line_value,odds,sportsbook,game_id,pulled_at',
      `Zed Importer,passing_yards,250.5,-110,DemoBook,${game.id},2025-09-01T12:00:00Z`,
      'Zed Importer,passing_yards,250.25,+50,,nope,yesterday',
    ].join('\n');
    const before = demoWorld().season.propLines.length;
    const post = (query: string, body: string, type = 'text/csv') =>
      call(`/prop-lines/import${query}`, { method: 'POST', body, headers: { 'Content-Type': type } });
    const preview = await json(ImportReport, await post('?dryRun=true', csv));
    expect([preview.imported, preview.refused]).toEqual([1, 1]);
    expect(preview.rows[1]?.reasons).toEqual([
      'line_value must be in steps of 0.5',
      'odds must be American odds (-100 or lower, +100 or higher)',
      'sportsbook is empty',
      'game_id "nope" is not a known game',
      'pulled_at is not a date and time',
    ]);
    expect(demoWorld().season.propLines.length).toBe(before);
    const done = await json(ImportReport, await post('', csv));
    expect(demoWorld().season.propLines.length).toBe(before + 1);
    // The same file again: the stored line is skipped, not stored twice (issue #20 item 7).
    const again = await json(ImportReport, await post('', csv));
    expect([again.imported, again.skipped, again.refused]).toEqual([0, 1, 1]);
    expect(again.rows[0]).toMatchObject({ status: 'skipped', id: done.rows[0]?.id });
    expect(demoWorld().season.propLines.length).toBe(before + 1);
    const stored = await json(PropLine, await call(`/prop-lines/${done.rows[0]!.id!}`));
    expect(stored.season).toBe(game.season);
    const byName = await json(pageOf(PropLine), await call('/prop-lines?search=zed imp'));
    expect(byName.count).toBe(1);
    expect((await error(await post('', 'player,odds\nA,-110'), 400)).code).toBe('invalid_csv_header');
    expect((await error(await post('', csv, 'application/json'), 400)).code).toBe('unsupported_media_type');

    await call(`/prop-lines/${line.id}`, { method: 'DELETE' });
    expect((await error(await call(`/prop-lines/${line.id}`), 404)).message).toBe(
      `Prop line ${line.id} not found`,
    );
  });

  it('masks secrets, saves one group and keeps a secret sent back masked', async () => {
    const put = (group: string, body: unknown) =>
      call(`/settings/${group}`, { method: 'PUT', body: JSON.stringify(body) });
    const initial = await json(AdminSettings, await call('/settings'));
    const saved = await json(
      AdminSettings,
      await put('integration', { ...initial.integration, stripeSecretKey: 'sk_test_abcd1234' }),
    );
    expect(saved.integration.stripeSecretKey).toBe('••••••••1234');
    const again = await json(
      AdminSettings,
      await put('integration', { ...saved.integration, googleAnalyticsId: 'G-1' }),
    );
    expect(again.integration.stripeSecretKey).toBe('••••••••1234');
    expect(demoWorld().season.settings.integration.stripeSecretKey).toBe('sk_test_abcd1234');
    const app = await json(
      AdminSettings,
      await put('application', { ...initial.application, siteName: 'X' }),
    );
    expect(app.application.siteName).toBe('X');
    expect(app.integration.googleAnalyticsId).toBe('G-1');
    const bad = await put('notification', { ...initial.notification, adminEmailRecipients: ['nope'] });
    expect((await error(bad, 400)).field).toBe('adminEmailRecipients.0');
  });

  it('lists subscriptions with their user, by status and plan, found by part of an e-mail or name, or the id', async () => {
    const Rows = pageOf(AdminSubscriptionRow);
    const active = await json(Rows, await call('/subscriptions?status=active&pageSize=100'));
    expect(active.data.every((s) => s.status === 'active')).toBe(true);
    const fan = demoWorld().users.find((u) => u.email === 'allstar@demo.edgeboard.dev')!;
    const byEmail = await json(Rows, await call('/subscriptions?search=AllStar@demo'));
    expect(byEmail.count).toBeGreaterThan(0);
    expect(byEmail.data.every((s) => s.user_id === fan.id && s.user_email === fan.email)).toBe(true);
    expect(byEmail.data[0]?.user_name).toBe(fan.name);
    const byId = await json(Rows, await call(`/subscriptions?search=${fan.id}`));
    expect(byId.count).toBe(byEmail.count);
    expect((await json(Rows, await call('/subscriptions?search=nobody@x.dev'))).count).toBe(0);
    const plan = await json(Rows, await call('/subscriptions?plan=all-star&pageSize=100'));
    expect(plan.data.every((s) => s.tier === 'all-star')).toBe(true);
    const byMail = await json(Rows, await call('/subscriptions?sortBy=user_email&pageSize=100'));
    const mails = byMail.data.map((s) => s.user_email);
    expect(mails).toEqual([...mails].sort());
  });

  it('sorts the lists by a whitelisted column and filters picks and lines by week, and refuses others', async () => {
    const users = await json(
      pageOf(UserProfile),
      await call('/users?sortBy=email&sortOrder=desc&pageSize=100'),
    );
    const emails = users.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const picks = await json(
      pageOf(AiPick),
      await call('/ai-picks?sortBy=confidence&pageSize=100&result=pending'),
    );
    expect(picks.data.every((p) => p.result === null)).toBe(true);
    const confidences = picks.data.map((p) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    const week = picks.data[0]?.week ?? 1;
    const ofWeek = await json(pageOf(AiPick), await call(`/ai-picks?week=${String(week)}&pageSize=100`));
    expect(ofWeek.data.every((p) => p.week === week)).toBe(true);
    const lines = await json(
      pageOf(PropLine),
      await call('/prop-lines?sortBy=line_value&sportsbook=draft&pageSize=100'),
    );
    expect(lines.data.every((l) => l.sportsbook.toLowerCase().includes('draft'))).toBe(true);
    const values = lines.data.map((l) => l.line_value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect((await error(await call('/users?sortBy=password'), 400)).field).toBe('sortBy');
    expect((await error(await call('/prop-lines?pulledFrom=today'), 400)).field).toBe('pulledFrom');
    expect((await error(await call('/ai-picks?result=won'), 400)).field).toBe('result');
  });
});
