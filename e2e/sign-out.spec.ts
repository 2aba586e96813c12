// Signing out from the header menu ends the session: the dashboard asks for a sign-in again.
import { createAccount, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

test('a subscriber signs out from the user menu', async ({ page, request }) => {
  // Its own account: sign-out ends every session of the user, and the demo accounts are in use alongside.
  const email = freshEmail('sign-out');
  await createAccount(request, { name: 'Sam Signout', email, password: STRONG_PASSWORD });
  await signIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The form shows once the session is gone (until then the page says it is signing out).
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
