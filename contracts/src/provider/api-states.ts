// Provider states for the real API, seeded through its repositories and its auth service. Every user state
// makes a new account, so an interaction that deletes or changes its user never disturbs another; data
// states are seeded once per database and answer the same ids every time.
import type { StateHandlers } from './state-handlers';
import type { Tier } from '@edgeboard/domain';
import { TEST_PASSWORD, type TestApp } from '@edgeboard/api/testing/test-app';
import {
  EXTRA_GRADED_GAME,
  EXTRA_GRADED_PICKS,
  SAMPLE_ARTICLE,
  SAMPLE_NEWS,
  SAMPLE_PLAN,
  SAMPLE_PLANS,
  SAMPLE_PLAYER,
  SAMPLE_PLAYERS,
  seedResearchPlayer,
  seedSampleSeason,
} from '../sample-data';
import { OPEN_BET, STATE } from '../states';
import {
  KIT_GAMES,
  KIT_LOGS,
  KIT_PICKS,
  KIT_PLAYERS,
  LINES as PARLAY_LINES,
} from '@edgeboard/application/parlays/price-parlay/parlay-test-kit';
import {
  editablePick,
  GENERATE_GAME,
  GENERATE_LINES,
  GENERATE_SEASON,
  GENERATE_WEEK,
  SAMPLE_GAME_LOGS,
  samplePropLine,
  SETTINGS_RECIPIENT,
} from '../admin-sample-data';

const TIERS: readonly Tier[] = ['free', 'scout', 'starting', 'all-star'];

function tierOf(params: unknown): Tier {
  const tier = (params as { tier?: unknown } | undefined)?.tier;
  const found = TIERS.find((t) => t === tier);
  if (!found) throw new Error(`The state "${STATE.signedIn}" needs a tier, got ${JSON.stringify(tier)}`);
  return found;
}

/** Runs `seed` the first time only. */
function once(seed: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= seed());
}

export function seedingStates(t: TestApp): StateHandlers {
  let n = 0;
  const nextEmail = (what: string) => `contract-${what}-${++n}@example.com`;

  const signedIn = async (tier: Tier) => {
    const email = nextEmail(tier);
    const u = await t.user(email, { tier });
    return { accessToken: u.token, userId: u.id, email };
  };
  const picks = once(async () => {
    await seedSampleSeason(t);
    await t.repos.games.upsertMany([EXTRA_GRADED_GAME]);
    await t.repos.aiPicks.insertMany(EXTRA_GRADED_PICKS);
  });
  const article = once(async () => {
    await t.repos.articles.create(SAMPLE_ARTICLE, 'article-1');
  });
  // One run recorded (as the start-up catch-up does), then the engine runs, so the job has a next run.
  const jobRun = once(async () => {
    t.jobEngine.define({
      name: 'picks.lock',
      description: 'Locks the picks of games that have kicked off.',
      schedule: { everyMinutes: 1 },
      handler: () => Promise.resolve({ rowsWritten: 2, message: '2 picks locked' }),
    });
    await t.jobEngine.runNow('picks.lock');
    await t.jobEngine.start();
  });
  const players = once(async () => {
    await t.repos.players.upsertMany(SAMPLE_PLAYERS);
    await t.repos.gameLogs.insertMany(SAMPLE_GAME_LOGS);
  });
  const researchPlayer = once(() => seedResearchPlayer(t));
  const parlayGame = once(async () => {
    await t.repos.players.upsertMany(KIT_PLAYERS);
    // The kit's own game ids (g-2025-N, g-kc, g-nyj): the history's logs point at them.
    await t.repos.games.upsertMany(KIT_GAMES);
    await t.repos.gameLogs.insertMany(KIT_LOGS);
    await t.repos.aiPicks.insertMany(KIT_PICKS);
    await t.repos.propLines.insertMany(PARLAY_LINES);
    // The API keeps one week's history for a minute of season time (ResearchWeek's HISTORY_TTL_MS), and an
    // earlier state (researchPlayer, the same week 6 of 2025) has already read it without the kit's logs: the
    // pinned season clock steps past that minute, as a live server's would, so the parlay reads the kit's history.
    t.seasonClock.set(new Date(t.seasonClock.now().getTime() + 61_000));
  });
  const generatable = once(async () => {
    await players();
    await t.repos.games.upsertMany([GENERATE_GAME]);
    await t.repos.propLines.insertMany(GENERATE_LINES);
  });
  // The analytics compare two 30-day windows and two month-to-date stretches before the pinned clock
  // (2026-11-21): an account and a paid period from before the window give every "change" a number.
  const analytics = once(async () => {
    await t.repos.plans.upsertMany(SAMPLE_PLANS);
    const old = await t.repos.users.create({
      id: '00000000-0000-4000-8000-00000000c0de',
      name: 'Early Adopter',
      email: 'contract-early-adopter@example.com',
      role: 'user',
      created_at: '2026-01-15T09:00:00.000Z',
    });
    await t.repos.subscriptions.create({
      user_id: old.id,
      tier: SAMPLE_PLAN.tier,
      status: 'active',
      price_id: null,
      provider_subscription_id: null,
      current_period_start: '2026-10-05T00:00:00.000Z',
      current_period_end: '2026-12-05T00:00:00.000Z',
      cancel_at_period_end: false,
    });
    await t.repos.pageViews.add({ path: '/dashboard', referrer: null, user_id: null });
  });
  const settings = once(async () => {
    const stored = await t.repos.settings.get();
    await t.repos.settings.saveGroup('notification', {
      ...stored.notification,
      adminEmailRecipients: [SETTINGS_RECIPIENT],
    });
  });

  return {
    [STATE.signedIn]: (params) => signedIn(tierOf(params)),
    [STATE.admin]: async () => {
      const email = nextEmail('admin');
      const u = await t.user(email, { role: 'admin' });
      return { accessToken: u.token, userId: u.id, email };
    },
    [STATE.disposableUser]: () => signedIn('free'),
    [STATE.registeredUser]: async () => {
      const email = nextEmail('registered');
      const { id } = await t.user(email);
      const session = await t.auth.signInWithPassword({ email, password: TEST_PASSWORD });
      return {
        email,
        password: TEST_PASSWORD,
        userId: id,
        accessToken: session.access_token,
        refreshToken: session.refresh_token,
      };
    },
    [STATE.unusedEmail]: () => Promise.resolve({ email: nextEmail('new') }),
    [STATE.picks]: async () => {
      await picks();
      // p01 is on the live game (the public record), open to every tier; the upcoming picks (p02, p04 … p20) are
      // priced higher with their Edge Score, so the free tier's 3 by value are p20, p18, p16 and p02 is outside.
      return { pickId: 'p01', lockedPickId: 'p02' };
    },
    [STATE.games]: async () => {
      await picks();
    },
    [STATE.players]: () => players(),
    [STATE.plans]: () => t.repos.plans.upsertMany(SAMPLE_PLANS),
    [STATE.news]: () => t.repos.news.upsertMany(SAMPLE_NEWS),
    [STATE.article]: async () => {
      await article();
      return { articleId: 'article-1' };
    },
    [STATE.subscriber]: async () => {
      const email = nextEmail('subscriber');
      const u = await t.user(email, { tier: 'starting' });
      return { subscriberId: u.id, subscriberEmail: email };
    },
    [STATE.analytics]: () => analytics(),
    [STATE.editableArticle]: async () => {
      const created = await t.repos.articles.create({ ...SAMPLE_ARTICLE, title: `Editable ${++n}` });
      return { editableArticleId: created.id };
    },
    [STATE.editablePick]: async () => {
      const id = `editable-pick-${++n}`;
      await t.repos.aiPicks.insertMany([editablePick(id)]);
      return { aiPickId: id };
    },
    [STATE.generatableWeek]: async () => {
      await generatable();
      return { generateSeason: GENERATE_SEASON, generateWeek: GENERATE_WEEK };
    },
    [STATE.loggedPlayer]: async () => {
      await players();
      return { playerId: SAMPLE_PLAYER.id };
    },
    [STATE.editablePropLine]: async () => {
      // On the sample season's live game, which the picks state seeds.
      await picks();
      const id = `editable-line-${++n}`;
      await t.repos.propLines.insertMany([samplePropLine(id)]);
      return { propLineId: id };
    },
    [STATE.researchPlayer]: async () => {
      await researchPlayer();
      return { researchPlayerId: 'pl-research-1' };
    },
    [STATE.bet]: async (params) => {
      // Week 18 has no games in the sample season, so the bet stays open.
      await players();
      const user = await signedIn(tierOf(params));
      const res = await t.app.request('/api/bets', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(OPEN_BET(SAMPLE_PLAYER.id)),
      });
      if (res.status !== 201) throw new Error(`POST /api/bets answered ${res.status}: ${await res.text()}`);
      return { ...user, betId: ((await res.json()) as { id: string }).id, betPlayerId: SAMPLE_PLAYER.id };
    },
    [STATE.parlayGame]: async () => {
      await parlayGame();
      // The kit's KC quarterback and receiver, and a pick of the NYJ game, at their posted lines.
      return {
        ...{ parlayQbPickId: 'pick-qb', parlayQbLine: 265.5 },
        ...{ parlayWrPickId: 'pick-wr', parlayWrLine: 70.5 },
        ...{ parlayOtherPickId: 'pick-nyj', parlayOtherLine: 55.5 },
      };
    },
    [STATE.settings]: () => settings(),
    [STATE.jobRun]: () => jobRun(),
  };
}
