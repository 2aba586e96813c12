// The public track record (issue #14 item 6): a visitor, signed out, reaches /record from the landing page,
// narrows it to a week, and the CSV download for those filters holds exactly the rows the page counts.
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

test('a visitor checks the public record and downloads the same rows', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Track record' }).click();
  await expect(page).toHaveURL(/\/record$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public track record' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Week' }).click();
  await page.getByTitle('Week 1', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]week=1(&|$)/);
  // Every row is week 1 of the season on show.
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(' W1');
  // Picks locked at kickoff carry the close of their book: the closing line value is on the record.
  await expect(page.getByRole('columnheader', { name: 'CLV' })).toBeVisible();

  // The table scrolls in its own box: the page never scrolls sideways, on a phone either.
  const width = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(width.content).toBe(width.screen);
  await saveScreen(page, 'record');

  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(href).toMatch(/format=csv/);
  expect(href).toMatch(/week=1/);
  const csv = await request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="edgeboard-record-.*\.csv"/);
  const lines = (await csv.text()).trim().split('\n');
  const rows = lines.length - 1;
  expect(rows).toBeGreaterThan(0);
  // The page counts the same rows. A retrying check: the router renders a filter change as a transition, so
  // for a moment after the URL changes the page can still show the previous filter's total.
  await expect(page.getByText(/^[\d,]+ graded picks?$/)).toHaveText(
    `${rows.toLocaleString('en-US')} graded ${rows === 1 ? 'pick' : 'picks'}`,
  );
  expect(lines[0]).toMatch(/,closing_book,closing_line,closing_price,clv,price_improvement\r?$/);

  // Not a dead end: the way to sign in, and home.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
