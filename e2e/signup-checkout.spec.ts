// A visitor signs up, is sent to the plans page, pays on the local checkout page and reaches an unlocked dashboard.
import { freshEmail, STRONG_PASSWORD } from './support/accounts';
import { leaveSuccessPage, payForPlan } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

test('a visitor signs up, subscribes and reaches the unlocked dashboard', async ({ page }) => {
  await page.goto('/');
  await saveScreen(page, 'landing');
  await page.goto('/auth?signup=true');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  const email = freshEmail('signup');
  await page.locator('#auth-name').fill('Casey Visitor');
  await page.locator('#auth-email').fill(email);
  const password = page.locator('#auth-password');
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true }).first();

  // A weak password: the rule message, every unmet checklist line, and no way to submit.
  await password.fill('weak');
  await password.blur();
  await expect(page.getByText('Password does not meet the requirements')).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  for (const rule of ['At least 8 characters', 'One capital letter', 'One number', 'One special character']) {
    await expect(checklist.getByRole('listitem').filter({ hasText: rule })).toContainText('(not met)');
  }
  await page.locator('#auth-confirm').fill('weak!');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await saveScreen(page, 'sign-up-weak-password');

  // Almost there: one rule still missing keeps the form closed.
  await password.fill('Weakpass!');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'One number' })).toContainText('(not met)');
  await expect(page.getByText('Password does not meet the requirements')).toBeVisible();

  await password.fill(STRONG_PASSWORD);
  await page.locator('#auth-confirm').fill(STRONG_PASSWORD);
  for (const item of await checklist.getByRole('listitem').all()) await expect(item).toContainText('(met)');
  await expect(page.getByText('Password does not meet the requirements')).toBeHidden();
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await page.getByRole('checkbox', { name: 'I confirm that I am over 18 years old' }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  // A new account has no plan yet: the gate shows the plans page.
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Now: Starting Edge' })).toBeVisible();
  await saveScreen(page, 'plans');

  await payForPlan(page, 'Starting Edge');
  await saveScreen(page, 'subscription-success');
  await leaveSuccessPage(page);

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Starting Edge');
  await expect(page.getByText('Live Feed')).toBeVisible();
  await saveScreen(page, 'dashboard');
  // Unlocked: the gate no longer sends this user to the plans page.
  await page.goto('/dashboard/props');
  await expect(page.getByRole('heading', { name: 'Prop Feed' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/props$/);
});
