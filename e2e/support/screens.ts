// Full-page screenshots of the main screens for human review (test-results/screens/<name>.png).
import type { Page } from '@playwright/test';

export const SCREENS_DIR = 'test-results/screens';

export async function saveScreen(page: Page, name: string): Promise<void> {
  // Animations off: antd's fades would otherwise be caught half-way.
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage: true, animations: 'disabled' });
}
