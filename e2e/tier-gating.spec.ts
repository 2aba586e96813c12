// What each tier sees: free users get the plans page and their profile; scouts get three picks and upgrade prompts.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

test('a free user is sent to the plans page wherever they go in the dashboard', async ({ page }) => {
  await signIn(page, DEMO.free, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  for (const plan of ['Scout', 'Starting Edge', 'All-Star Edge']) {
    await expect(page.getByRole('button', { name: `Subscribe Now: ${plan}` })).toBeVisible();
  }
  // Started games are the public record (open to all); the scout's cap of 3 is on picks not yet started.
  await page.goto('/dashboard/props?status=upcoming');
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  // Issue #18 item 3: their own profile stays reachable (password change, account deletion).
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
});

// Issue #18 items 1 and 9: a seeded subscriber changes plan, and a refusal names the plan and links to it.
test('a demo scout is told which plan has Performance Review and can switch to it', async ({ page }) => {
  await signIn(page, DEMO.scout, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const refusal = page.locator('span').filter({ hasText: /^All-Star Edge includes Performance Review\./ });
  await expect(refusal).toBeVisible();
  // The news notice names its plan the same way (Starting Edge), with its own link to the plans page.
  await expect(page.getByText('Starting Edge includes NFL news.')).toBeVisible();
  await refusal.getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('button', { name: 'Current Plan: Scout' })).toBeDisabled();
  await page.getByRole('button', { name: 'Manage in Billing Portal: All-Star Edge' }).click();
  await expect(page.getByText('You have no paid subscription.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Switch to All-Star Edge/ })).toBeVisible();
});

test('a scout sees three picks and the upgrade prompts', async ({ page }) => {
  await signIn(page, DEMO.scout, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Scout');
  await expect(page.getByText('Upgrade to Premium to receive NFL news')).toBeVisible();

  // Started games are the public record (open to all); the scout's cap of 3 is on picks not yet started.
  await page.goto('/dashboard/props?status=upcoming');
  await expect(page.getByRole('heading', { name: 'Prop Feed' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt).toContainText(/Showing 3 of \d+ picks — /);
  await expect(prompt.getByRole('button', { name: 'upgrade to see them all' })).toBeVisible();
  // The cap is the tier's, not a page size: there is nothing more to load.
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await saveScreen(page, 'prop-feed-scout');
});

// Issue #28 item 9: the menu marks the tools a plan does not open, and opening one asks the API for nothing it
// would refuse (a 403 is a console error, which fails every journey).
test('a scout sees the higher plans’ tools locked in the menu and opens them without a refused request', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  await signIn(page, DEMO.scout, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const tool of ['Player Research', 'Odds Board', 'Defence vs Position', 'Bet Tracker', 'Alerts'])
    await expect(menu.getByRole('link', { name: `${tool}, locked: Starting Edge` })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Prop Feed', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Odds Board, locked: Starting Edge' }).click();
  await expect(page).toHaveURL(/\/dashboard\/odds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odds Board' })).toBeVisible();
  await expect(page.getByTestId('locked-tool')).toHaveText('Starting Edge opens the odds board. View Plans');
  await menu.getByRole('link', { name: 'Defence vs Position, locked: Starting Edge' }).click();
  await expect(page.getByTestId('locked-tool')).toHaveText(
    'Starting Edge opens defence vs position. View Plans',
  );
  await page.getByTestId('locked-tool').getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  expect(refused).toEqual([]);
});
