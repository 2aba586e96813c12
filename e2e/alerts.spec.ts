// A subscriber sets an alert rule; an admin, in another browser, generates the current week's picks in the back
// office; the new plays arrive in the subscriber's header bell live (the Server-Sent Events stream, no reload),
// each linking to its analysis, and the subscriber marks them read. Desktop: an all-star writes a rule of its
// own. Phone: a starting subscriber switches the default rule on (every play its plan opens). Two accounts, because
// a notice is made once per subscriber and play.
// The bell is checked empty before the rule is saved, not after: once a rule is on, the every-minute
// `alerts.match` job may notice plays published in its 10-minute overlap (the desktop journey's publish, a
// back-office repricing) at any moment, and such a notice arrives live too. Checked after the save, the bell
// could already count one when the job's minute fell between the save and the check (a phone failure in CI).
import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { seriousA11yFindings } from './support/a11y';
import { signIn, signInAndOpen } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

/** The admin's run of the back office's generator over the week the season is in, in its own browser context. */
async function publishThisWeek(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    await signIn(admin, DEMO.admin, DEMO_PASSWORD);
    await expect(admin).toHaveURL(/\/(admin|dashboard)/);
    await admin.goto('/admin/content/aipicks/generate');
    await expect(admin.getByTestId('generate-preview')).toBeVisible();
    await admin.getByRole('button', { name: 'Generate picks' }).click();
    // The season's week always has ungraded picks to replace: the back office asks first.
    await admin.getByRole('button', { name: 'Replace and generate' }).click();
    await expect(admin.getByText('Picks created')).toBeVisible({ timeout: 45_000 });
  } finally {
    await context.close();
  }
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a new play that matches a subscriber’s rule arrives in the bell live and is marked read', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.startsWith('phone');
  await signInAndOpen(page, phone ? DEMO.starting : DEMO.allStar, DEMO_PASSWORD, '/dashboard/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  // The bell has loaded and holds nothing before the rule is on: whatever it counts later came in live.
  await bell(page).click();
  const empty = page.getByText('No alerts yet. New plays that match your rules show up here.');
  await expect(empty).toBeVisible();
  await bell(page).click();
  await expect(empty).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  if (phone) {
    await expect(
      page.getByText(
        'Every new play among the picks your plan opens (the best plays by expected value), any stat type, any player.',
      ),
    ).toBeVisible();
    await page.getByRole('switch', { name: 'On' }).click();
  } else {
    // An all-star starts with no rules: one that any play with an Edge Score of 50 or more matches.
    await page.getByRole('button', { name: /Add rule/ }).click();
    const edge = page.getByRole('spinbutton', { name: 'Minimum Edge Score' });
    await edge.fill('120');
    await expect(page.getByText('Enter a whole number from 1 to 100, or leave it empty.')).toBeVisible();
    await edge.fill('50');
    await expect(page.getByText('Enter a whole number from 1 to 100, or leave it empty.')).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Alerts saved.')).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'alerts'), 'alerts').toEqual([]);

  await publishThisWeek(browser);

  // No reload: the stream brings the notices in.
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 20_000 });
  await bell(page).click();
  const notices = page.getByRole('menuitem').filter({ hasText: 'New play:' });
  await expect(notices.first()).toBeVisible();
  await expect(notices.first().getByRole('link')).toHaveAttribute('href', /^\/dashboard\/analysis\//);
  await expect(notices.first()).toContainText(/Edge Score \d+/);
  await saveScreen(page, `alerts-bell-${testInfo.project.name}`);

  await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A notice opens its pick's analysis.
  await bell(page).click();
  const first = page.getByRole('menuitem').filter({ hasText: 'New play:' }).first().getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/analysis\//);
});
