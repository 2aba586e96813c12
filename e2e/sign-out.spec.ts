// Signing out from the header menu ends the session: the dashboard asks for a sign-in again.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

test('a subscriber signs out from the user menu', async ({ page }) => {
  await signIn(page, DEMO.starting, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The form shows once the session is gone (until then the page says it is signing out).
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard/props');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
