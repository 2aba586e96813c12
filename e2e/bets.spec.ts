// A starting subscriber tracks bets: one from an upcoming pick of the current week (its price pre-filled; it stays
// open until the pick is graded), one by hand on next week (the form checks the odds as they are typed), sees
// that a played week's picks offer no Track bet (the tracker takes bets placed before kickoff only), sees the
// CSV export's upgrade prompt, and deletes the hand-entered bet after confirming.
import { randomUUID } from 'node:crypto';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { seriousA11yFindings } from './support/a11y';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';
import { chooseOption } from './support/select';
import type { Page } from '@playwright/test';

/** The status of the next POST /api/bets. */
const recorded = async (page: Page) =>
  (
    await page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bets' && r.request().method() === 'POST',
    )
  ).status();

test('a subscriber records a bet from a pick and one by hand, sees them open and deletes one', async ({
  page,
}, testInfo) => {
  // The demo account is shared by both projects' runs: this run's bets are told apart by their book.
  const book = `Book ${randomUUID().slice(0, 6)}`;
  await signIn(page, DEMO.starting, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Week 1 is played whatever the demo season's current week (it is never before week 4): nothing to track.
  await page.goto('/dashboard/props?week=1');
  await expect(page.getByRole('link', { name: /^View Details: / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Track bet: / })).toHaveCount(0);
  // The current week (the journeys' clock stops on a Thursday afternoon, before its first kickoff).
  await page.goto('/dashboard/props');
  const track = page.getByRole('link', { name: /^Track bet: / }).first();
  await expect(track).toBeVisible();
  const pick = ((await track.getAttribute('aria-label')) ?? '').replace(/^Track bet: /, '');
  await track.click();
  await expect(page).toHaveURL(/\/dashboard\/bets\?pickId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bet Tracker' })).toBeVisible();
  await expect(page.getByTestId('bet-form-pick')).toContainText('From the pick:');
  const odds = page.getByLabel('Odds (American)');
  await expect(odds).toHaveValue(/^[+-]\d{3,}$/);

  await page.getByLabel('Sportsbook').fill(book);
  await page.getByLabel('Stake (units)').fill('2');
  const first = recorded(page);
  await page.getByRole('button', { name: 'Record bet' }).click();
  expect(await first).toBe(201);
  await expect(page.getByText('Bet recorded.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/bets$/);

  const rows = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: book });
  const fromPick = rows.filter({ hasText: 'from a pick' });
  await expect(fromPick).toHaveCount(1);
  await expect(fromPick.getByText(pick, { exact: true })).toBeVisible();
  // Open until the pick is graded.
  await expect(fromPick.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Bet summary' }).getByText('Profit/loss')).toBeVisible();

  // By hand: the odds are checked as they are typed.
  const form = page.getByRole('form', { name: 'Record a bet' });
  await chooseOption(page, form.getByLabel('Player'), { search: 'a' });
  await chooseOption(page, form.getByLabel('Stat type'), { title: 'Receptions' });
  await form.getByLabel('Line').fill('4.5');
  await form.getByRole('radio', { name: 'Under' }).check();
  await chooseOption(page, form.getByLabel('Week'), { title: 'Week 16' });
  await form.getByLabel('Sportsbook').fill(book);
  await form.getByLabel('Odds (American)').fill('+50');
  await expect(form.getByText('American odds are -100 or lower, or +100 or higher')).toBeVisible();
  await form.getByLabel('Odds (American)').fill('-115');
  await expect(form.getByText('American odds are -100 or lower, or +100 or higher')).toHaveCount(0);
  const second = recorded(page);
  await form.getByRole('button', { name: 'Record bet' }).click();
  expect(await second).toBe(201);
  const byHand = rows.filter({ hasNotText: 'from a pick' });
  await expect(byHand).toHaveCount(1);
  await expect(byHand.getByText('-115')).toBeVisible();
  await saveScreen(page, `bets-${testInfo.project.name}`);
  // Off the button just clicked: axe would measure its hover colour.
  await page.mouse.move(0, 0);
  expect.soft(await seriousA11yFindings(page, testInfo, 'bets'), 'bets').toEqual([]);

  // Reports are all-star: a starting subscriber is told which plan adds them.
  await page.getByRole('button', { name: 'Export CSV (All-Star)' }).click();
  await expect(page.getByText('All-Star Edge adds bet reports (CSV export).')).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete confirms first.
  await byHand.getByRole('button', { name: /^Delete bet: / }).click();
  await expect(page.getByText('Delete this bet?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(byHand).toHaveCount(0);
  await expect(fromPick).toHaveCount(1);
});
