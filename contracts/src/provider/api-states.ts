// Provider states for the real API, seeded through its repositories and its auth service. Every user state
// makes a new account, so an interaction that deletes or changes its user never disturbs another; data
// states are seeded once per database and answer the same ids every time.
import type { StateHandlers } from './state-handlers';
import type { Tier } from '@edgeboard/domain';
import { TEST_PASSWORD, type TestApp } from '../../../api/src/testing/test-app';
import {
  EXTRA_GRADED_GAME,
  EXTRA_GRADED_PICKS,
  SAMPLE_ARTICLE,
  SAMPLE_NEWS,
  SAMPLE_PLANS,
  SAMPLE_PLAYERS,
  seedSampleSeason,
} from '../sample-data';
import { STATE } from '../states';

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
      // p01 is the first pick created in week 6, inside every allowance; p20 the last, outside the free tier's 3.
      return { pickId: 'p01', lockedPickId: 'p20' };
    },
    [STATE.games]: async () => {
      await picks();
    },
    [STATE.players]: () => t.repos.players.upsertMany(SAMPLE_PLAYERS),
    [STATE.plans]: () => t.repos.plans.upsertMany(SAMPLE_PLANS),
    [STATE.news]: () => t.repos.news.upsertMany(SAMPLE_NEWS),
    [STATE.article]: async () => {
      await article();
      return { articleId: 'article-1' };
    },
  };
}
