// On a 375 px phone no screen scrolls sideways: wide content (tables, long headlines) scrolls in its own box.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

async function pageWidth(page: Page): Promise<{ content: number; screen: number }> {
  return page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
}

test('the subscriber and admin screens fit a 375 px screen', async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/(dashboard|admin)/);
  const screens: [string, string][] = [
    ['/dashboard', 'Dashboard'],
    ['/dashboard/props', 'Prop Feed'],
    ['/dashboard/performance', 'Performance Review'],
    ['/dashboard/profile', 'Profile'],
    ['/admin/users', 'Users'],
    ['/admin/content/aipicks', 'AI Picks'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    // Wait for the data the screen shows (the widest content arrives with it).
    await page.waitForLoadState('networkidle');
    expect(await pageWidth(page), path).toEqual({ content: 375, screen: 375 });
  }
  await page.goto('/dashboard/props');
  await page
    .getByRole('link', { name: /^View Details: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Final Recommendation' })).toBeVisible();
  expect(await pageWidth(page), 'analysis').toEqual({ content: 375, screen: 375 });
});
