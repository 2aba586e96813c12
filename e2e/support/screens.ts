// Full-page screenshots of the main screens for human review (test-results/screens/<name>.png, and
// <name>.phone.png from the 375 px run).
import { test, type Page } from '@playwright/test';

export const SCREENS_DIR = 'test-results/screens';

export async function saveScreen(page: Page, name: string): Promise<void> {
  const project = test.info().project.name;
  const suffix = project === 'chromium' ? '' : `.${project}`;
  // Animations off: antd's fades would otherwise be caught half-way.
  await page.screenshot({
    path: `${SCREENS_DIR}/${name}${suffix}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
