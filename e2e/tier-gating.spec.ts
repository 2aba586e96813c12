// What each tier sees: free users only get the plans page; scouts get three picks and upgrade prompts.
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
  for (const path of ['/dashboard/props', '/dashboard/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  }
});

test('a scout sees three picks and the upgrade prompts', async ({ page }) => {
  await signIn(page, DEMO.scout, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Scout');
  await expect(page.getByText('Upgrade to Premium to receive NFL news')).toBeVisible();

  await page.goto('/dashboard/props');
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
