// An all-star filters the prop feed to one week's plays by expected value, pages through it and reads a full
// analysis with its market line; a bad pick id is a clean 404.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInAndOpen } from './support/auth';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

const FEED_PAGE_SIZE = 12;

const ANALYSIS_SECTIONS = [
  'Market',
  'Line movement',
  'Supporting Factors',
  'Confidence Breakdown',
  'Concerns',
  'Historical Performance',
  'Summary',
  'Final Recommendation',
];

test('an all-star filters the feed to a week’s plays by value (EV), loads more and reads an analysis', async ({
  page,
}) => {
  await signInAndOpen(page, DEMO.allStar, DEMO_PASSWORD, '/dashboard/props');
  await expect(page.getByRole('heading', { name: 'Prop Feed' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
  await expect(cards).toHaveCount(FEED_PAGE_SIZE);
  await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);

  // The feed opens on the current week's upcoming picks (week 15 at the e2e instant); week 14 has been played.
  await chooseOption(page, 'Week', 'Week 14');
  await chooseOption(page, 'Status', 'All');
  await chooseOption(page, 'Sort By', 'Value (EV)');
  await page.getByRole('checkbox', { name: 'Plays only' }).check();
  const filtered = feedAnswer(page, 0);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/week=14/);
  await expect(page).toHaveURL(/sortBy=ev/);
  await expect(page).toHaveURL(/plays=true/);
  const firstPage = await filtered;
  expect(firstPage.map((p) => p.week)).toEqual(Array<number>(FEED_PAGE_SIZE).fill(14));
  expectPlaysByValue(firstPage);
  await expect(cards).toHaveCount(FEED_PAGE_SIZE);
  await expect(cards.first().getByText(/· EV \+\d+\.\d%$/)).toBeVisible();
  await saveScreen(page, 'prop-feed');

  const secondPage = feedAnswer(page, FEED_PAGE_SIZE);
  await page.getByRole('button', { name: 'Load More' }).click();
  const more = await secondPage;
  expect(more.length).toBeGreaterThan(0);
  expect(more.every((p) => p.week === 14)).toBe(true);
  expectPlaysByValue([...firstPage, ...more]);
  await expect(cards).toHaveCount(FEED_PAGE_SIZE + more.length);

  const first = page.getByRole('link', { name: /^View Details: / }).first();
  const title = ((await first.getAttribute('aria-label')) ?? '').replace(/^View Details: /, '');
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/analysis\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const section of ANALYSIS_SECTIONS) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  // Every book's pulls of this prop so far, drawn and tabulated (issue #14 item 3).
  await expect(page.getByRole('img', { name: /line by book over time/ })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Opening' }).getByRole('row')).not.toHaveCount(0);
  await saveScreen(page, 'analysis');
  await page.getByRole('link', { name: 'Back to Props' }).click();
  await expect(page).toHaveURL(/\/dashboard\/props/);
});

test('an unknown pick id shows Prop Not Found', async ({ page, console }) => {
  console.expect(/status of 404/, 'the analysis request for an unknown id answers 404, which the page shows');
  await signInAndOpen(
    page,
    DEMO.allStar,
    DEMO_PASSWORD,
    '/dashboard/analysis/00000000-0000-4000-8000-000000000000',
  );
  await expect(page.getByRole('heading', { name: 'Prop Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the prop you're looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Props' })).toBeVisible();
});

interface FeedItem {
  week: number;
  confidence: number;
  ai_picks: { market?: { verdict: string; evPercent: number | null } | null }[];
}

/** The feed API's answer for the week-14 plays sorted by EV at `offset` (the request the page makes next). */
async function feedAnswer(page: Page, offset: number): Promise<FeedItem[]> {
  const response = await page.waitForResponse((r) => {
    if (!r.url().includes('/api/props/prop-feed')) return false;
    const q = new URL(r.url()).searchParams;
    return (
      q.get('week') === '14' &&
      q.get('sortBy') === 'ev' &&
      q.get('plays') === 'true' &&
      q.get('offset') === String(offset)
    );
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: FeedItem[] }).data;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Every item is a play with positive expected value, highest first. */
function expectPlaysByValue(items: readonly FeedItem[]) {
  const evs = items.map((i) => i.ai_picks[0]?.market?.evPercent ?? NaN);
  for (const item of items) expect(item.ai_picks[0]?.market?.verdict).toBe('play');
  for (const ev of evs) expect(ev).toBeGreaterThan(0);
  for (let i = 1; i < evs.length; i++) expect(evs[i]).toBeLessThanOrEqual(evs[i - 1] ?? Infinity);
}
