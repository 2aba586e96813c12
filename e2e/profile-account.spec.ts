// A new subscriber changes their password and then deletes their account from the profile page.
import { freshEmail, STRONG_PASSWORD } from './support/accounts';
import { fillSignIn, signIn, signOutLocally, signUpAndSubscribe } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

const NEW_PASSWORD = 'Two-Minute-Drill-9!';

test('change password, then delete the account; the deleted user cannot sign in', async ({
  page,
  console,
}) => {
  console.expect(
    /status of 400/,
    'a wrong current password and the deleted account are refused by /auth/v1/token (400)',
  );
  const email = freshEmail('profile');
  await signUpAndSubscribe(page, { name: 'Pat Profile', email, password: STRONG_PASSWORD });

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 2 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await saveScreen(page, 'profile');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill('Not-My-Password-1!');
  await change.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Update Password' }).click();
  await expect(change.getByText('Your current password is incorrect.')).toBeVisible();

  await change.getByLabel('Current Password').fill(STRONG_PASSWORD);
  await change.getByRole('button', { name: 'Update Password' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();

  // The new password is the one that signs in now.
  await signOutLocally(page);
  await page.goto('/auth');
  await fillSignIn(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(page, email, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const areYouSure = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(
    areYouSure.getByText('Are you sure you want to delete your account? This action cannot be undone.'),
  ).toBeVisible();
  await areYouSure.getByRole('button', { name: 'Continue' }).click();
  const typeIt = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
  await typeIt.getByLabel('Type DELETE to confirm.').fill('DELETE');
  await saveScreen(page, 'delete-account');
  await typeIt.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
