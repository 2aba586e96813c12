// The public track record (issue #14 item 6, issue #27 item 5): a visitor, signed out, reaches /record from the
// landing page, reads the plays' headline (W-L, ROI, units, mean CLV with n and intervals), narrows it to a week,
// sees the whole table at 1280 px, and the CSV download for those filters holds exactly the rows the page counts;
// the All picks switch adds the passes and stays in the URL.
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

test('a visitor checks the public record and downloads the same rows', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Track record' }).click();
  await expect(page).toHaveURL(/\/record$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public track record' })).toBeVisible();
  // The plays lead: their record, ROI, units and mean CLV, each with its n.
  await expect(page.getByRole('radio', { name: 'Plays' })).toBeChecked();
  const figures = page.getByRole('group', { name: 'Plays: headline figures' });
  await expect(figures.getByText('Record (W-L-P)')).toBeVisible();
  await expect(figures.getByText(/^95% CI .* · n = [\d,]+ decided$/)).toBeVisible();
  await expect(figures.getByText(/n = [\d,]+ priced$/).first()).toBeVisible();

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
  // At 1280 px the whole table shows, Units and CLV included: nothing clipped, no sideways scroll inside it.
  if ((page.viewportSize()?.width ?? 0) >= 1280) {
    const table = page.locator('.ant-table-content').first();
    const box = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    const tableRight = (await table.boundingBox())?.x ?? 0;
    const right = tableRight + box.client;
    for (const name of ['Units', 'CLV']) {
      const header = await page.getByRole('columnheader', { name }).boundingBox();
      expect(header && header.x + header.width).toBeLessThanOrEqual(right + 1);
    }
  }
  await saveScreen(page, 'record');

  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(href).toMatch(/format=csv/);
  expect(href).toMatch(/week=1/);
  expect(href).toMatch(/view=plays/);
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

  // All picks: the passes join, each marked, and the choice stays in the URL.
  await page.getByText('All picks', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=all(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'Verdict' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'All picks: headline figures' })).toBeVisible();
  const allHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const allRows = (await (await request.get(allHref ?? '')).text()).trim().split('\n').length - 1;
  expect(allRows).toBeGreaterThanOrEqual(rows);
  await expect(page.getByText(/^[\d,]+ graded picks?$/)).toHaveText(
    `${allRows.toLocaleString('en-US')} graded ${allRows === 1 ? 'pick' : 'picks'}`,
  );

  // Not a dead end: the way to sign in, and home.
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
