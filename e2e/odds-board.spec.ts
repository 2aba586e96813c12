// Issue #19 items 2 and 3: an all-star opens the odds board from the menu, narrows it to one stat type and a
// minimum EV and sees the best price per side highlighted; from a pick's analysis the opponent link opens
// defence vs position on that team's row.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn, signInAndOpen } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

/** The side menu: always there on a desktop, a drawer behind "Toggle menu" on a phone. */
async function openFromMenu(page: Page, item: string) {
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item }).click();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface BoardRow {
  statType: string;
  pick: { evPercent: number | null } | null;
  bestOver: unknown;
}

test('an all-star filters the odds board by stat type and minimum EV and sees the best prices', async ({
  page,
}) => {
  await signIn(page, DEMO.allStar, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromMenu(page, 'Odds Board');
  await expect(page).toHaveURL(/\/dashboard\/odds$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Odds board · Week \d+$/ })).toBeVisible();
  // A table on a desktop, a card per prop on a phone (issue #28 item 3).
  const rows = page.locator('.ant-table-tbody tr.ant-table-row, ul[aria-label="Props"] > li');
  await expect(rows.first()).toBeVisible();
  // Games still to come first (issue #28 item 4): the board never opens on a game already played.
  await expect(rows.first().getByText('Started', { exact: true })).toHaveCount(0);

  await chooseOption(page, 'Stat type', 'Receiving Yards');
  await expect(page).toHaveURL(/statType=receiving_yards/);
  const filtered = page.waitForResponse((r) => {
    if (!r.url().includes('/api/odds-board')) return false;
    const q = new URL(r.url()).searchParams;
    return q.get('statType') === 'receiving_yards' && q.get('minEv') === '2';
  });
  await page.getByRole('spinbutton', { name: 'Minimum EV %' }).fill('2');
  await expect(page).toHaveURL(/minEv=2/);
  const answer = await filtered;
  expect(answer.status()).toBe(200);
  const board = (await answer.json()) as { rows: BoardRow[] };
  expect(board.rows.length).toBeGreaterThan(0);
  for (const r of board.rows) {
    expect(r.statType).toBe('receiving_yards');
    expect(r.pick?.evPercent ?? -Infinity).toBeGreaterThanOrEqual(2);
  }
  await expect(rows.first()).toContainText('Receiving Yards');
  await expect(rows.first().getByText(/^\+\d+\.\d%$/)).toBeVisible();
  // A row with a fresh price has its best price per side marked.
  await expect(page.locator('mark[data-best-price]').first()).toBeVisible();
  await saveScreen(page, 'odds-board');
});

test('the analysis links the opponent to its row on defence vs position', async ({ page }) => {
  await signInAndOpen(page, DEMO.allStar, DEMO_PASSWORD, '/dashboard/props');
  await page
    .getByRole('link', { name: /^View Details: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/analysis\//);
  const link = page.getByRole('link', { name: /^[A-Z]{2,3} defence vs (QB|RB|WR|TE|position)$/ });
  const team = ((await link.textContent()) ?? '').split(' ')[0] ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/defense\\?.*team=${team}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Defence vs position' })).toBeVisible();
  const row = page.locator(`#defense-row-${team}`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('League average')).toBeVisible();
  await saveScreen(page, 'defense');
});
