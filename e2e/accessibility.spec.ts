// axe (WCAG 2 A and AA) on the main screens: no serious or critical violation. Each screen is checked softly,
// so one run lists every screen's findings.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { seriousA11yFindings } from './support/a11y';
import { signIn, signInAndOpen } from './support/auth';
import { expect, test } from './support/fixtures';

// An axe scan of a full screen costs seconds of CPU: 10-22 s each on a machine whose two cores were shared
// twelve ways (load average 25), and a journey here scans up to four screens besides signing in. The
// backstop budget is tripled; each wait inside keeps its own 10 s limit.
test.slow();

test('public screens: landing and sign-in', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'landing'), 'landing').toEqual([]);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'sign-in'), 'sign-in').toEqual([]);

  await page.goto('/auth?signup=true');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'sign-up'), 'sign-up').toEqual([]);
});

test('subscriber screens: dashboard, prop feed and analysis', async ({ page }, testInfo) => {
  await signIn(page, DEMO.allStar, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Analysis: / }).first()).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'dashboard'), 'dashboard').toEqual([]);

  await page.goto('/dashboard/props');
  const cards = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'prop-feed'), 'prop feed').toEqual([]);

  await page
    .getByRole('link', { name: /^View Details: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Final Recommendation' })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'analysis'), 'analysis').toEqual([]);

  await page.getByRole('link', { name: / research$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Hit rate over the line' })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'player-research'), 'player research').toEqual([]);
});

test('research boards: odds board and defence vs position', async ({ page }, testInfo) => {
  await signInAndOpen(page, DEMO.allStar, DEMO_PASSWORD, '/dashboard/odds');
  // A table on a desktop, a card per prop on a phone (docs/decisions.md, odds board).
  await expect(
    page.locator('.ant-table-tbody tr.ant-table-row, ul[aria-label="Props"] > li').first(),
  ).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'odds-board'), 'odds board').toEqual([]);
  await page.goto('/dashboard/defense?team=KC&position=WR');
  await expect(page.getByText('League average')).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'defense'), 'defence vs position').toEqual([]);
});

test('bet tracker', async ({ page }, testInfo) => {
  await signInAndOpen(page, DEMO.allStar, DEMO_PASSWORD, '/dashboard/bets');
  await expect(page.getByRole('form', { name: 'Record a bet' })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'bets'), 'bet tracker').toEqual([]);
});

test('back office: admin users', async ({ page }, testInfo) => {
  await signInAndOpen(page, DEMO.admin, DEMO_PASSWORD, '/admin/users');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'admin-users'), 'admin users').toEqual([]);
});

test('alerts settings', async ({ page }, testInfo) => {
  await signInAndOpen(page, DEMO.starting, DEMO_PASSWORD, '/dashboard/alerts');
  await expect(page.getByRole('heading', { level: 2, name: 'Default alert' })).toBeVisible();
  expect.soft(await seriousA11yFindings(page, testInfo, 'alerts'), 'alerts').toEqual([]);
});
