// Issue #27 item 3, recommend by value: the dashboard's Top Recommendations and Live Feed show the plays first,
// the Prop Feed opens on the current week's upcoming picks, and a Starting subscriber's allowance (and so Plays
// only) holds the plays. The journey asserts the rule, never a number of plays: the engine's pricing decides
// how many picks of the demo week are plays.
import type { Locator, Page, Response } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';
import { chooseOption } from './support/select';

/** A Starting Edge subscriber's allowance of upcoming picks (domain `propFeedCap`). */
const STARTING_CAP = 12;

interface FeedItem {
  id: string;
  week: number;
  status: string;
  confidence: number;
  ai_picks: { market?: { verdict: string; evPercent: number | null } | null }[];
}
interface FeedAnswer {
  data: FeedItem[];
  count: number;
}

const verdictOf = (item: FeedItem) => item.ai_picks[0]?.market?.verdict ?? 'none';
const evOf = (item: FeedItem) => item.ai_picks[0]?.market?.evPercent ?? -Infinity;

/**
 * The next answer of the feed whose query has every one of `params` (and, with `absent`, lacks those). Waited for
 * across a sign-in and the dashboard's first render, which take longer than an action on a busy machine.
 */
function nextFeed(page: Page, params: Record<string, string>, absent: string[] = []): Promise<Response> {
  return page.waitForResponse(
    (r) => {
      if (!r.url().includes('/api/props/prop-feed')) return false;
      const q = new URL(r.url()).searchParams;
      return Object.entries(params).every(([k, v]) => q.get(k) === v) && absent.every((k) => !q.has(k));
    },
    { timeout: 30_000 },
  );
}

async function answerOf(response: Promise<Response>): Promise<FeedAnswer> {
  const r = await response;
  expect(r.status()).toBe(200);
  return (await r.json()) as FeedAnswer;
}

/** Plays before the rest: no play after the first item that is not one. */
function expectPlaysFirst(verdicts: readonly string[]) {
  const firstRest = verdicts.findIndex((v) => v !== 'play');
  if (firstRest >= 0) expect(verdicts.slice(firstRest)).not.toContain('play');
}

const nonIncreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x <= (xs[i - 1] ?? Infinity));

async function dataVerdicts(within: Locator): Promise<string[]> {
  return within
    .locator('[data-verdict]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-verdict') ?? ''));
}

test('the dashboard recommends the plays: Live Feed by value, Top Recommendations by confidence', async ({
  page,
}) => {
  const liveFeed = nextFeed(page, {
    sortBy: 'ev',
    sortOrder: 'desc',
    playsFirst: 'true',
    status: 'upcoming',
  });
  await signIn(page, DEMO.allStar, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The Live Feed: plays first, by EV, and the cards in the answer's order.
  const live = await answerOf(liveFeed);
  expect(live.data.length).toBeGreaterThan(0);
  const liveVerdicts = live.data.map(verdictOf);
  expectPlaysFirst(liveVerdicts);
  const livePlays = live.data.filter((i) => verdictOf(i) === 'play');
  expect(livePlays.length).toBeGreaterThan(0);
  expect(nonIncreasing(livePlays.map(evOf))).toBe(true);
  const liveCard = page.locator('.ant-card').filter({ has: page.getByText('Live Feed', { exact: true }) });
  await expect(liveCard.locator('[data-verdict]')).toHaveCount(live.data.length);
  expect(await dataVerdicts(liveCard)).toEqual(liveVerdicts);
  // antd's select (its own chunk): the box shows the chosen sort.
  await expect(
    page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Sort live feed' }) }),
  ).toContainText('Value (EV)');

  // Top Recommendations: the highest-confidence plays, then the rest.
  const topAnswer = nextFeed(page, { limit: '3', sortBy: 'confidence', playsFirst: 'true' });
  await page.getByRole('button', { name: /AI Recommendations/ }).click();
  const top = await answerOf(topAnswer);
  const dialog = page.getByRole('dialog', { name: 'Top Recommendations' });
  await expect(dialog.locator('[data-verdict]')).toHaveCount(top.data.length);
  const topVerdicts = top.data.map(verdictOf);
  expect(await dataVerdicts(dialog)).toEqual(topVerdicts);
  expectPlaysFirst(topVerdicts);
  // Every recommendation is a play whenever the live feed found three (its plays are of the same upcoming picks).
  if (livePlays.length >= 3) expect(topVerdicts).toEqual(['play', 'play', 'play']);
  const topPlays = top.data.filter((i) => verdictOf(i) === 'play');
  expect(nonIncreasing(topPlays.map((i) => i.confidence))).toBe(true);
  // No upcoming play scores higher than the first recommendation.
  const best = await page.request.get(
    '/api/props/prop-feed?status=upcoming&plays=true&sortBy=confidence&sortOrder=desc&limit=1',
    { headers: { authorization: `Bearer ${await accessToken(page)}` } },
  );
  expect(best.status()).toBe(200);
  const bestPlay = (await best.json()) as FeedAnswer;
  if (bestPlay.data[0]) expect(top.data[0]?.confidence).toBe(bestPlay.data[0].confidence);
  for (const line of await dialog.getByTestId('recommendation-verdict').allTextContents())
    expect(line).toMatch(/^(Play · EV \+\d+\.\d%|Play|No play · .+)$/);
  await saveScreen(page, 'top-recommendations');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
});

test('the Prop Feed opens on the current week’s upcoming picks, and a Starting subscriber’s Plays only shows the plays of the allowance', async ({
  page,
}) => {
  const site = (await (await page.request.get('/api/site')).json()) as { week: number };
  await signIn(page, DEMO.starting, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The default view: the site's week, upcoming picks, by confidence.
  const opening = nextFeed(page, { week: String(site.week), status: 'upcoming', sortBy: 'confidence' });
  await page.goto('/dashboard/props');
  const first = await answerOf(opening);
  expect(first.data.length).toBeGreaterThan(0);
  expect(first.data.every((i) => i.week === site.week && i.status === 'upcoming')).toBe(true);
  expect(nonIncreasing(first.data.map((i) => i.confidence))).toBe(true);
  await expect(page.locator('#feed-week').locator('xpath=..')).toHaveAttribute(
    'title',
    `Week ${String(site.week)}`,
  );
  await expect(page.locator('#feed-status').locator('xpath=..')).toHaveAttribute('title', 'Upcoming');
  expect(new URL(page.url()).search).toBe('');
  const cards = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
  await expect(cards).toHaveCount(first.data.length);

  // The allowance is taken plays first: the week's plays fill it before any no-play.
  expect(first.data.length).toBeLessThanOrEqual(STARTING_CAP);
  const allowancePlays = first.data.filter((i) => verdictOf(i) === 'play').length;

  // Plays only: exactly the plays of the allowance, every one a play. `count` is every upcoming play of the week
  // (what an upgrade opens), so the allowance holds all of them up to the cap.
  const playsOnly = nextFeed(page, { week: String(site.week), status: 'upcoming', plays: 'true' });
  await page.getByRole('checkbox', { name: 'Plays only' }).check();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const plays = await answerOf(playsOnly);
  expect(plays.data.every((i) => verdictOf(i) === 'play')).toBe(true);
  expect(plays.data.length).toBe(Math.min(plays.count, STARTING_CAP));
  expect(allowancePlays).toBe(plays.data.length);
  await expect(cards).toHaveCount(plays.data.length);
  await saveScreen(page, 'prop-feed-starting-plays');

  // All Weeks stays a choice, kept in the URL.
  const allWeeks = nextFeed(page, { status: 'upcoming', plays: 'true' }, ['week']);
  await chooseOption(page, page.getByRole('combobox', { name: 'Week', exact: true }), { title: 'All Weeks' });
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await answerOf(allWeeks);
  await expect(page).toHaveURL(/week=all/);
});

/** The signed-in page's access token, as supabase-js keeps it in local storage. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) ?? '';
      if (!/^sb-.*-auth-token$/.test(key)) continue;
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string };
      if (stored.access_token) return stored.access_token;
    }
    return '';
  });
}
