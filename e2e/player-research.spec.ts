// From a pick to the player's research page: hit rates with their intervals, another stat type, and the prop
// calculator as an all-star; a starting subscriber sees the research with the upgrade prompt in the
// calculator's place.
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInAndOpen } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';
import { chooseOption } from './support/select';

const INTERVAL_TEXT = /^\d+\/\d+ \(\d+\.\d%, 95% CI \d+\.\d–\d+\.\d%\)|^No games/;

test('an all-star opens a player from a pick, reads his hit rates, switches stat type and prices a line', async ({
  page,
}) => {
  await signInAndOpen(page, DEMO.allStar, DEMO_PASSWORD, '/dashboard/props');
  const cards = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
  const playerLink = cards.first().locator('strong a');
  const name = (await playerLink.textContent()) ?? '';
  await playerLink.click();
  await expect(page).toHaveURL(/\/dashboard\/players\/[^/?]+\?statType=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  for (const window of ['L5', 'L10', 'L20', 'season'])
    await expect(page.getByTestId(`hit-rate-${window}`)).toHaveText(INTERVAL_TEXT);
  await expect(page.getByText(/counts as a game played, not as a hit/)).toBeVisible();
  await expect(page.getByTestId('projection')).toBeVisible();
  await saveScreen(page, 'player-research');

  await chooseOption(page, page.getByRole('combobox', { name: 'Stat type' }), { title: 'Receptions' });
  await expect(page).toHaveURL(/statType=receptions/);
  await expect(page.getByRole('heading', { level: 2, name: 'Game log' })).toBeVisible();
  await expect(page.getByTestId('hit-rate-L5')).toHaveText(INTERVAL_TEXT);

  await page.getByLabel('Receptions line').fill('4.5');
  await page.getByLabel('Over price').fill('+50');
  await expect(page.getByText('Enter American odds: -100 or lower, or +100 or higher.')).toBeVisible();
  await page.getByLabel('Over price').fill('-120');
  await page.getByLabel('Under price').fill('+100');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByTestId('calculator-result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('row', { name: /^Over 4\.5 -120 \d+\.\d% / })).toBeVisible();
  await expect(result.getByRole('row', { name: /^Under 4\.5 \+100 \d+\.\d% / })).toBeVisible();
  // Issue #27 item 6: the probability is the engine's projection of the player, and the page says so.
  await expect(page.getByTestId('calculator-source')).toHaveText(
    /^Engine projection for .+ at 4\.5 Receptions vs [A-Z]{2,3}: P\(over\) \d+\.\d%, from his \d+ earlier games? \(projected \d+(\.\d)?\)\.$/,
  );
  await expect(result).toContainText("The market's view is your prices without their");
});

test('a starting subscriber sees the research and the upgrade prompt in place of the calculator', async ({
  page,
}) => {
  await signInAndOpen(page, DEMO.starting, DEMO_PASSWORD, '/dashboard/props');
  const cards = page.getByRole('list', { name: 'Props' }).getByRole('listitem');
  await cards.first().locator('strong a').click();
  await expect(page.getByTestId('hit-rate-season')).toHaveText(INTERVAL_TEXT);
  const prompt = page.getByTestId('calculator-upgrade');
  await expect(prompt).toContainText('All-Star Edge opens the prop calculator');
  await expect(prompt.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
    'href',
    '/dashboard/subscription',
  );
  await expect(page.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
});
