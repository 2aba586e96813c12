// Issue #32 item 3: an all-star adds two legs of one game from the prop feed, the slip follows him to another
// page (sessionStorage), the builder shows the joint fair odds next to the naive product, a typed book price
// gets its EV, and a removed leg leaves the parlay unpriced; a lower tier sees that it is an All-Star feature.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

interface FeedItem {
  description: string;
  matchup: string;
  status: string;
  result?: string | null;
  ai_picks: { market?: { source: { kind: string } } | null }[];
}

/** Signs in on the feed and answers the feed page it first shows. */
async function openFeed(page: Page, email: string): Promise<FeedItem[]> {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Listened for only now: the dashboard home asks for the feed too, and its answer is gone once we navigate.
  const feed = page.waitForResponse((r) => r.url().includes('/api/props/prop-feed') && r.status() === 200);
  await page.goto('/dashboard/props');
  return ((await (await feed).json()) as { data: FeedItem[] }).data;
}

/** Two upcoming picks of one game priced against books: a same-game parlay's legs. */
function sameGamePair(items: FeedItem[]): [FeedItem, FeedItem] {
  const open = items.filter((i) => i.status === 'upcoming' && i.ai_picks[0]?.market?.source.kind === 'book');
  for (const a of open) {
    const b = open.find((i) => i !== a && i.matchup === a.matchup);
    if (b) return [a, b];
  }
  throw new Error('the feed’s first page has no two upcoming priced picks of one game');
}

test('an all-star prices a same-game parlay: joint vs naive, EV at a typed price, a leg removed', async ({
  page,
}) => {
  const [a, b] = sameGamePair(await openFeed(page, DEMO.allStar));
  await page.getByRole('button', { name: `Add to parlay: ${a.description}` }).click();
  await page.getByRole('button', { name: `Add to parlay: ${b.description}` }).click();
  await expect(
    page.getByRole('button', { name: `${a.description}: in your parlay (open it)` }),
  ).toBeVisible();

  // The slip is the session's: it is still there on another page.
  await page.goto('/dashboard/odds');
  await expect(page.getByRole('heading', { level: 1, name: /^Odds board/ })).toBeVisible();
  const priced = page.waitForResponse((r) => r.url().includes('/api/parlays/price'));
  await page.getByRole('button', { name: 'Open parlay builder (2 legs)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Parlay builder' });
  expect((await priced).status()).toBe(200);
  await expect(sheet.getByText(a.description)).toBeVisible();
  await expect(sheet.getByTestId('parlay-joint')).toHaveText(/^[+-]\d+$/);
  await expect(sheet.getByTestId('parlay-naive')).toHaveText(/^[+-]\d+$/);
  await expect(sheet.getByText('Joint fair odds', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Naive product', { exact: true })).toBeVisible();

  const price = sheet.getByLabel('Book’s price for the parlay (American odds)');
  await price.fill('+50');
  await expect(sheet.getByRole('alert')).toContainText('-100 or lower, or +100 or higher');
  await price.fill('+400');
  await expect(sheet.getByTestId('parlay-ev')).toHaveText(/^EV at \+400: [+−]\d+\.\d%$/);
  await saveScreen(page, 'parlay-builder');

  await sheet.getByRole('button', { name: `Remove ${b.description}` }).click();
  await expect(sheet.getByText('Add one more leg of the same game to price the parlay.')).toBeVisible();
  await expect(sheet.getByTestId('parlay-joint')).toHaveCount(0);
  // Keyboard: Escape closes the sheet and the button to reopen it counts one leg.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open parlay builder (1 leg)' })).toBeVisible();
});

test('a starting subscriber is told the parlay builder is an All-Star feature, with a link to the plans', async ({
  page,
}) => {
  const items = await openFeed(page, DEMO.starting);
  const first = items.find((i) => i.status === 'upcoming');
  if (!first) throw new Error('the feed has no upcoming pick');
  await page.getByRole('button', { name: `Add to parlay: ${first.description}` }).click();
  await page.getByRole('button', { name: 'Open parlay builder (1 leg)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Parlay builder' });
  await expect(sheet.getByText(/All-Star Edge opens the parlay builder/)).toBeVisible();
  await sheet.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});
