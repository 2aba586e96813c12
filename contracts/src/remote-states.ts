// Provider states satisfied by a world that is already running and cannot be seeded: a deployment in local
// mode, or the dev mock (ui/src/mocks). Both hold the demo season and its demo accounts (one per tier,
// password DEMO_PASSWORD), so a state is found rather than made: sign in as the tier's demo account, read an
// article id or pick ids through the public API. The two states that need a new account sign one up.
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '@edgeboard/fixtures';
import type { Tier } from '@edgeboard/domain';
import { z } from 'zod';
import type { StateValues } from './pact-reader';
import { OPEN_BET, SAMPLE_SEASON, STATE } from './states';

export type StateResolver = (params: Record<string, unknown> | undefined) => Promise<StateValues>;

const DEMO_LOCAL_PART: Record<Tier, string> = {
  free: 'free',
  scout: 'scout',
  starting: 'starting',
  'all-star': 'allstar',
};

const Session = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
});
const Feed = z.object({ data: z.array(z.object({ id: z.string(), week: z.number() })) });
const Articles = z.array(z.object({ id: z.string() }));
const Page = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row) });
const Id = z.object({ id: z.string() });
const Players = z.array(Id);
const BetList = z.object({ bets: z.array(Id) });
const Unlocked = z.object({ id: z.string(), locked_at: z.string().nullish() });
const LineWeek = z.object({ id: z.string(), season: z.number().optional(), week: z.number().optional() });
const Stats = z.object({ games: z.array(z.unknown()) });
const PricedFeed = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      matchup: z.string(),
      start_time: z.string(),
      ai_picks: z.array(
        z.object({
          lineValue: z.number(),
          market: z.object({ source: z.object({ kind: z.string() }) }).nullish(),
        }),
      ),
    }),
  ),
});

export function remoteStates(baseUrl: string): Record<string, StateResolver> {
  const base = baseUrl.replace(/\/$/, '');
  let n = 0;
  const uniqueEmail = () => `contract-${Date.now()}-${++n}@example.com`;

  async function call<T>(schema: z.ZodType<T>, path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}${path}`, init);
    if (!res.ok)
      throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
    return schema.parse(await res.json());
  }
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const signIn = (email: string, password: string) =>
    call(Session, '/auth/v1/token?grant_type=password', post({ email, password }));
  const sessionValues = (s: z.infer<typeof Session>) => ({
    accessToken: s.access_token,
    refreshToken: s.refresh_token,
    userId: s.user.id,
    email: s.user.email,
  });
  const demoAdmin = async () => sessionValues(await signIn(`admin@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD));
  const demo = async (tier: Tier) =>
    sessionValues(await signIn(`${DEMO_LOCAL_PART[tier]}@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD));
  const newAccount = async () => {
    const password = 'Contract-Pass-1!';
    const answer = await call(
      Session.partial(),
      '/auth/v1/signup',
      post({ email: uniqueEmail(), password, data: { name: 'Contract Tester' } }),
    );
    const session = Session.safeParse(answer);
    if (!session.success)
      throw new Error('Sign-up answered no session: this world confirms e-mail addresses first');
    return { ...sessionValues(session.data), password };
  };
  /** The first row of an admin list, read as the demo admin. */
  const adminFirst = async <T>(row: z.ZodType<T>, path: string, what: string): Promise<T> => {
    const { accessToken } = await demoAdmin();
    const [first] = (await call(Page(row), path, { headers: { Authorization: `Bearer ${accessToken}` } }))
      .data;
    if (first === undefined) throw new Error(`This world has no ${what}`);
    return first;
  };
  const feed = (token: string, query: string) =>
    call(Feed, `/api/props/prop-feed?season=${SAMPLE_SEASON}&${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });

  return {
    [STATE.signedIn]: (params) =>
      demo(z.object({ tier: z.enum(['free', 'scout', 'starting', 'all-star']) }).parse(params).tier),
    [STATE.admin]: demoAdmin,
    [STATE.disposableUser]: newAccount,
    [STATE.registeredUser]: async () => ({ ...(await demo('free')), password: DEMO_PASSWORD }),
    [STATE.unusedEmail]: () => Promise.resolve({ email: uniqueEmail() }),
    [STATE.picks]: async () => {
      // The newest picks the free account sees are of the current week, not yet graded (as the seeded
      // picks); a pick the all-star sees that week and the free account does not is outside its allowance.
      const free = await demo('free');
      const allStar = await demo('all-star');
      const freeFirst = (await feed(free.accessToken, 'sortBy=created_at&sortOrder=desc&limit=3')).data[0];
      if (!freeFirst) throw new Error('This world has no picks');
      const week = freeFirst.week;
      const freeIds = new Set((await feed(free.accessToken, `week=${week}&limit=50`)).data.map((p) => p.id));
      const locked = (await feed(allStar.accessToken, `week=${week}&limit=50`)).data.find(
        (p) => !freeIds.has(p.id),
      );
      if (!locked) throw new Error(`Week ${week} has no pick outside the free allowance`);
      return { pickId: freeFirst.id, lockedPickId: locked.id };
    },
    [STATE.parlayGame]: async () => {
      // Two upcoming picks of one game priced on a book's line, and one of another game, as the all-star sees them.
      const allStar = await demo('all-star');
      const rows = (
        await call(PricedFeed, `/api/props/prop-feed?season=${SAMPLE_SEASON}&status=upcoming&limit=50`, {
          headers: { Authorization: `Bearer ${allStar.accessToken}` },
        })
      ).data.flatMap((p) => {
        const pick = p.ai_picks[0];
        return pick?.market?.source.kind === 'book'
          ? [{ id: p.id, line: pick.lineValue, game: `${p.matchup}|${p.start_time}` }]
          : [];
      });
      const games = new Map<string, typeof rows>();
      for (const r of rows) games.set(r.game, [...(games.get(r.game) ?? []), r]);
      const pair = [...games.values()].find((g) => g.length >= 2);
      const other = rows.find((r) => pair !== undefined && r.game !== pair[0]?.game);
      if (!pair?.[0] || !pair[1] || !other)
        throw new Error('This world has no game with two book-priced upcoming picks and another game');
      return {
        ...{ parlayQbPickId: pair[0].id, parlayQbLine: pair[0].line },
        ...{ parlayWrPickId: pair[1].id, parlayWrLine: pair[1].line },
        ...{ parlayOtherPickId: other.id, parlayOtherLine: other.line },
      };
    },
    [STATE.games]: () => Promise.resolve({}),
    [STATE.players]: () => Promise.resolve({}),
    [STATE.plans]: () => Promise.resolve({}),
    [STATE.news]: () => Promise.resolve({}),
    [STATE.article]: async () => {
      const [first] = await call(Articles, '/api/articles');
      if (!first) throw new Error('This world has no published article');
      return { articleId: first.id };
    },
    [STATE.subscriber]: async () => {
      const s = await demo('starting');
      return { subscriberId: s.userId, subscriberEmail: s.email };
    },
    [STATE.analytics]: () => Promise.resolve({}),
    [STATE.editableArticle]: async () => ({
      editableArticleId: (await adminFirst(Id, '/api/admin/articles?status=published&pageSize=1', 'article'))
        .id,
    }),
    [STATE.editablePick]: async () => {
      // An ungraded pick whose game has not kicked off: a started one is locked (409 pick_locked).
      const { accessToken } = await demoAdmin();
      const rows = await call(Page(Unlocked), '/api/admin/ai-picks?result=pending&pageSize=100', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const open = rows.data.find((p) => !p.locked_at);
      if (!open) throw new Error('This world has no AI pick before its kickoff');
      return { aiPickId: open.id };
    },
    [STATE.generatableWeek]: async () => {
      const line = await adminFirst(LineWeek, '/api/admin/prop-lines?pageSize=1', 'prop line');
      if (line.season === undefined || line.week === undefined)
        throw new Error(`Prop line ${line.id} has no season and week`);
      return { generateSeason: line.season, generateWeek: line.week };
    },
    [STATE.loggedPlayer]: async () => {
      // The first player (by name) with a game log.
      const { accessToken } = await demoAdmin();
      const headers = { Authorization: `Bearer ${accessToken}` };
      const players = (await call(Page(Id), '/api/admin/players?pageSize=50', { headers })).data;
      for (const p of players) {
        const stats = await call(Stats, `/api/admin/players/${encodeURIComponent(p.id)}/stats`, { headers });
        if (stats.games.length > 0) return { playerId: p.id };
      }
      throw new Error('This world has no player with a game log');
    },
    [STATE.editablePropLine]: async () => ({
      propLineId: (await adminFirst(Id, '/api/admin/prop-lines?pageSize=1', 'prop line')).id,
    }),
    [STATE.researchPlayer]: async () => {
      // The player of an upcoming pick the all-star sees: he has a game this week and the engine's history.
      const allStar = await demo('all-star');
      const items = await call(
        z.object({ data: z.array(z.object({ playerId: z.string().nullish() })) }),
        `/api/props/prop-feed?season=${SAMPLE_SEASON}&status=upcoming&limit=20`,
        { headers: { Authorization: `Bearer ${allStar.accessToken}` } },
      );
      const playerId = items.data.find((i) => i.playerId)?.playerId;
      if (!playerId) throw new Error('This world has no upcoming pick with a player id');
      return { researchPlayerId: playerId };
    },
    [STATE.bet]: async (params) => {
      const user = await demo(z.object({ tier: z.enum(['starting', 'all-star']) }).parse(params).tier);
      const [player] = await call(Players, '/api/players');
      if (!player) throw new Error('This world has no players');
      const headers = { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' };
      // The demo account is shared: its earlier bets go first, so it holds exactly this open bet.
      for (const { id } of (await call(BetList, '/api/bets', { headers })).bets)
        await call(z.unknown(), `/api/bets/${encodeURIComponent(id)}`, { method: 'DELETE', headers });
      const bet = await call(Id, '/api/bets', {
        method: 'POST',
        headers,
        body: JSON.stringify(OPEN_BET(player.id)),
      });
      return { ...user, betId: bet.id, betPlayerId: player.id };
    },
    [STATE.settings]: () => Promise.resolve({}),
    // Local mode (and the dev mock) runs demo-season.advance, and runs it at start.
    [STATE.jobRun]: () => Promise.resolve({}),
  };
}
