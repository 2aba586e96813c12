// Issue #32 item 3: an all-star adds two legs of one game from the prop feed, the slip follows him to another
// page (sessionStorage), the builder shows the joint fair odds next to the naive product, a typed book price
// gets its EV, and a removed leg leaves the parlay unpriced; a lower tier sees that it is an All-Star feature.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

interface Card {
  matchup: string | null;
  /** The pick's description, from its "Add to parlay: …" button. */
  description: string;
}

/** Signs in and opens the feed; answers its cards that can join a parlay (upcoming picks), as the page shows them. */
async function openFeed(page: Page, email: string): Promise<Card[]> {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/props');
  await expect(page.getByRole('button', { name: /^Add to parlay: / }).first()).toBeVisible();
  const cards = await page.getByRole('article').evaluateAll((els) =>
    els.map((e) => ({
      matchup: /\b[A-Z]{2,3} @ [A-Z]{2,3}\b/.exec((e as HTMLElement).innerText)?.[0] ?? null,
      label: e.querySelector('button[aria-label^="Add to parlay: "]')?.getAttribute('aria-label') ?? null,
    })),
  );
  return cards.flatMap((c) =>
    c.label === null ? [] : [{ matchup: c.matchup, description: c.label.replace('Add to parlay: ', '') }],
  );
}

/** Two upcoming picks of one game: a same-game parlay's legs. */
function sameGamePair(cards: Card[]): [Card, Card] {
  for (const a of cards) {
    const b = cards.find((c) => c !== a && c.matchup !== null && c.matchup === a.matchup);
    if (b) return [a, b];
  }
  throw new Error('the feed’s first page has no two upcoming picks of one game');
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
  const [first] = await openFeed(page, DEMO.starting);
  if (!first) throw new Error('the feed has no upcoming pick');
  await page.getByRole('button', { name: `Add to parlay: ${first.description}` }).click();
  await page.getByRole('button', { name: 'Open parlay builder (1 leg)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Parlay builder' });
  await expect(sheet.getByText(/All-Star Edge opens the parlay builder/)).toBeVisible();
  await sheet.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});
