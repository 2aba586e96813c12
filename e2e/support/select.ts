// Choosing in antd's Select by keyboard, as a keyboard user does. A tap or click on an option depends on where
// the option is at that instant: while the dropdown slides in, or a toast slides away over it, a click can hover
// the option without choosing it (the phone bet journey failed that way in a clean-clone CI run, and the form then refused the bet
// for want of a stat type). Keys go to the focused select whatever moves on the screen.
import { expect, type Locator, type Page } from '@playwright/test';

/** The most options a choice steps through before giving up (the longest list chosen from has 18). */
const MAX_STEPS = 40;

/**
 * Focuses `select` (its combobox), types `search` into it or opens it with the Down arrow, moves to the option
 * titled `title` (the first one offered when null), chooses it with Enter and checks that the select shows it.
 * Answers the title chosen.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  { title = null, search = null }: { title?: string | null; search?: string | null },
): Promise<string> {
  await select.focus();
  if (search === null) await page.keyboard.press('ArrowDown');
  else await page.keyboard.type(search);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  if (title !== null) {
    for (let step = 0; step < MAX_STEPS; step++) {
      if ((await active.getAttribute('title')) === title) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(active).toHaveAttribute('title', title);
  }
  const chosen = (await active.getAttribute('title')) ?? '';
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveCount(0);
  // The select's box shows the choice (its placeholder, when nothing was chosen, is another text).
  const box = select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(box).toContainText(chosen);
  return chosen;
}
