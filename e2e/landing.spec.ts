// The landing page is pre-rendered at build time: it reads without JavaScript, and the app then hydrates that
// markup (no second paint, no hydration error in the console) and it works as before.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInAndOpen } from './support/auth';
import { expect, test } from './support/fixtures';

test('the landing page paints without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Know your edge before you bet.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify Me' })).toBeVisible();
  await context.close();
});

test('the app hydrates the pre-rendered landing page instead of painting it again', async ({ page }) => {
  await page.addInitScript(() => {
    const marks = window as unknown as { landingReplaced?: boolean };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.classList.contains('lp')) marks.landingReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // Hydrated: the launch form validates through React.
  await page.getByPlaceholder('you@example.com').fill('not-an-email');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // The footer's year is the browser's, which is what the reader's clock says.
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(page.getByText(`© ${year} EdgeBoard.`)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { landingReplaced?: boolean }).landingReplaced),
  ).toBe(undefined);
});

// Issue #18 item 6: the success page ends on /, so a signed-in visitor needs a way back into the app.
test('a signed-in visitor gets Go to Dashboard in the top bar; a visitor keeps Login Coming Soon!', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login Coming Soon!' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);

  await signInAndOpen(page, DEMO.scout, DEMO_PASSWORD, '/');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

// A tap aimed at the footer lands where it was aimed: the preview's placeholder cards take the room its picks
// need, so nothing below moves when they arrive (a tap on a moving link used to hit empty space on a phone).
test('the picks preview arrives without moving the page under the reader', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/props/prop-feed?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const trackRecord = page.getByRole('link', { name: 'Track record' });
  await expect(page.getByText('Loading the latest picks…')).toBeVisible();
  const before = await trackRecord.boundingBox();
  release();
  await expect(page.locator('.lp-pick-player').first()).toBeVisible();
  expect(await trackRecord.boundingBox()).toEqual(before);
  await trackRecord.click();
  await expect(page).toHaveURL(/\/record$/);
});
