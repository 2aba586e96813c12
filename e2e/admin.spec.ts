// The back office: an admin changes a role, edits a prop line and an AI pick and saves settings; subscribers
// are turned away from /admin.
import type { Locator, Page } from '@playwright/test';
import { createAccount, DEMO, DEMO_PASSWORD, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';
import { chooseOption } from './support/select';

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The first data row of an antd table once it has loaded. */
function firstRow(page: Page): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row').first();
}

/** antd's message toast (role="status" is not set on it, so by its text). */
function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

test('an admin changes a user role', async ({ page, request }) => {
  // Its own subject: the demo accounts are signed into by other journeys running alongside.
  const email = freshEmail('role');
  await createAccount(request, { name: 'Riley Role', email, password: STRONG_PASSWORD });
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Select a user to view details' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by email or name' });
  await search.fill(email);
  await search.press('Enter');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  const before = (await row.locator('.ant-tag').innerText()).trim();
  const after = before === 'Free' ? 'User' : 'Free';
  await row.click();

  await page.getByRole('button', { name: 'Edit role' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Role', exact: true }), { title: after });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Role updated')).toBeVisible();
  await expect(row.locator('.ant-tag')).toHaveText(after);
  await saveScreen(page, 'admin-users');

  // Saved on the server, not only in the page: a fresh load shows it.
  await page.reload();
  await search.fill(email);
  await search.press('Enter');
  await expect(row.locator('.ant-tag')).toHaveText(after);
});

test('an admin edits a prop line', async ({ page }) => {
  await signInAsAdmin(page);

  await page.goto('/admin/content/proplines');
  await expect(page.getByRole('heading', { name: 'Prop Lines Management' })).toBeVisible();
  await expect(page.getByText('Select a prop line to view details')).toBeVisible();
  await firstRow(page).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const lineValue = page.getByRole('spinbutton', { name: 'Line Value' });
  const oldLine = Number(await lineValue.inputValue());
  // A whole point keeps the line's half-point fraction, as sportsbook lines have.
  const newLine = oldLine + 1;
  await lineValue.fill(String(newLine));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Prop line updated successfully')).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText(String(newLine), { exact: true })).toBeVisible();
  await saveScreen(page, 'admin-prop-lines');
});

test('an admin edits an AI pick', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/content/aipicks');
  await expect(page.getByRole('heading', { name: 'AI Picks', level: 2 })).toBeVisible();
  await firstRow(page).click();
  const detail = page.getByRole('region', { name: /^AI pick for / });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: /^Edit AI pick for / });
  const pickLine = form.getByRole('spinbutton', { name: 'Line value' });
  const newPickLine = Number(await pickLine.inputValue()) + 1;
  await pickLine.fill(String(newPickLine));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'AI pick updated successfully')).toBeVisible();
  await expect(detail).toContainText(` ${newPickLine}`);
  await saveScreen(page, 'admin-ai-picks');
});

test('an admin saves the application settings', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Metrics' })).toContainText('Total Users');
  await saveScreen(page, 'admin-home');
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  for (const tab of ['Application', 'Notifications', 'Integrations']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const siteName = page.getByLabel('Site Name');
  await expect(siteName).not.toHaveValue('');
  const name = `EdgeBoard E2E ${Date.now().toString(36)}`;
  await siteName.fill(name);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await saveScreen(page, 'admin-settings');

  await page.reload();
  await expect(page.getByLabel('Site Name')).toHaveValue(name);
});

test('a subscriber is sent away from /admin', async ({ page }) => {
  await signIn(page, DEMO.allStar, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/admin', '/admin/users', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
});
