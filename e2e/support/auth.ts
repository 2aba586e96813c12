// Sign-in, sign-up and checkout through the real screens (no API shortcuts: these are the journeys).
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in, waits for the dashboard the sign-in lands on, then opens `path`. */
export async function signInAndOpen(
  page: Page,
  email: string,
  password: string,
  path: string,
): Promise<void> {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#auth-email').fill(email);
  await page.locator('#auth-password').fill(password);
}

export async function signOutLocally(page: Page): Promise<void> {
  // The session lives in local storage (supabase-js); clearing it is what "signed out" means to the browser.
  await page.evaluate(() => {
    window.localStorage.clear();
  });
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Fills the sign-up form (the page must show it) and submits it. */
export async function submitSignUp(page: Page, input: SignUpInput): Promise<void> {
  await page.locator('#auth-name').fill(input.name);
  await page.locator('#auth-email').fill(input.email);
  await page.locator('#auth-password').fill(input.password);
  await page.locator('#auth-confirm').fill(input.password);
  await page.getByRole('checkbox', { name: 'I confirm that I am over 18 years old' }).check();
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true }).first();
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** A new account that has paid for a plan on the local checkout page, left on its unlocked dashboard. */
export async function signUpAndSubscribe(
  page: Page,
  input: SignUpInput,
  plan: 'Scout' | 'Starting Edge' | 'All-Star Edge' = 'Starting Edge',
): Promise<void> {
  await page.goto('/auth?signup=true');
  await submitSignUp(page, input);
  await payForPlan(page, plan);
  await leaveSuccessPage(page);
}

/** From the plans page: subscribe, pay on the local checkout page, and arrive on the success page. */
export async function payForPlan(page: Page, plan: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  // The success page sends the reader to / 5 s after it opens (the spec). A loaded machine can spend longer than
  // that between the confirmation and the journey's next click, so the page runs on Playwright's clock: time
  // flows as usual (the confirmation's polling needs it) until the plan is confirmed, then holds still while
  // the journey looks at the page. `leaveSuccessPage` lets it run again.
  await page.clock.install();
  await page.getByRole('button', { name: `Subscribe Now: ${plan}` }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await expect(page.getByRole('heading', { name: plan })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\/success/);
  await expect(page.getByText(`Welcome to ${plan}!`)).toBeVisible();
  await holdClock(page);
}

/**
 * Pauses the page's clock where it stands. `pauseAt` refuses a time already past, and on a loaded machine more
 * than any fixed margin can pass between reading the page's time and the pause: read it again and retry then.
 */
async function holdClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (e) {
      if (attempt >= 10 || !String(e).includes('to the past')) throw e;
    }
  }
}

/** Clicks Go to Dashboard on the success page held by `payForPlan`, and lets the page's clock run again. */
export async function leaveSuccessPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.resume();
}
