// Forgot password: the e-mailed link sets a new password; the old one stops working.
import { freshEmail, STRONG_PASSWORD } from './support/accounts';
import { fillSignIn, signOutLocally, submitSignUp } from './support/auth';
import { expect, test } from './support/fixtures';
import { linkFromMail } from './support/mail';
import { saveScreen } from './support/screens';

const NEW_PASSWORD = 'Red-Zone-2026?';

test('a reset link from the outbox sets a new password that replaces the old one', async ({
  page,
  request,
  console,
}) => {
  console.expect(
    /status of 400/,
    'signing in with the replaced password is refused (400 from /auth/v1/token)',
  );
  const email = freshEmail('reset');
  await page.goto('/auth?signup=true');
  await submitSignUp(page, { name: 'Robin Reset', email, password: STRONG_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await signOutLocally(page);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.locator('#auth-email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for this email, a password reset link has been sent.'),
  ).toBeVisible();
  await saveScreen(page, 'forgot-password');

  const link = await linkFromMail(request, email, 'recovery');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();

  // The page's own rules first: a weak, mismatched password is refused with every reason listed.
  await page.locator('#reset-password').fill('short');
  await page.locator('#reset-confirm').fill('other');
  await page.getByRole('button', { name: 'Update Password' }).click();
  const reasons = page.getByRole('alert');
  for (const reason of [
    'Password must be at least 8 characters long',
    'Password must contain at least one capital letter',
    'Password must contain at least one number',
    'Password must contain at least one special character',
    'Passwords do not match',
  ]) {
    await expect(reasons.getByText(reason, { exact: true })).toBeVisible();
  }
  await saveScreen(page, 'reset-password');

  await page.locator('#reset-password').fill(NEW_PASSWORD);
  await page.locator('#reset-confirm').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated. Taking you to sign in…')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?reset=success/);
  await expect(
    page.getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();

  await fillSignIn(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await fillSignIn(page, email, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
});
