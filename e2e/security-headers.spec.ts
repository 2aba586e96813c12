// The Content-Security-Policy holds on the main journeys: every page the app shows (landing, sign-in, the
// subscriber's screens, the back office with its charts, the local dev pages) runs under it without a single
// violation, and the documents carry the policy and the other security headers.
import type { Page, Response } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { trackRequests } from './support/network';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
  /** Where the offending code is (script URL and line), to find it. */
  source: string;
}

/** Collects `securitypolicyviolation` events and console lines about the policy, on every page of the test. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) consoleLines.push(`${page.url()}: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations?: Violation[] };
    store.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      store.cspViolations?.push({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        page: location.pathname,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  });
  const seen: string[] = [];
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [])
      .catch(() => []);
    seen.push(...events.map((v) => `${v.page}: ${v.directive} blocked ${v.blocked} (at ${v.source})`));
    return [...seen, ...consoleLines];
  };
}

/** The policy's directives, by name. */
function policyOf(response: Response | null): Record<string, string> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries<string>(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d): [string, string] => [d.split(/\s+/)[0] ?? '', d.slice(d.indexOf(' ') + 1)]),
  );
}

test('the landing page and sign-in run under the policy, which the documents carry', async ({ page }) => {
  const violations = await watchCsp(page);
  const landing = await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const csp = policyOf(landing);
  expect(csp['script-src']).toBe("'self'");
  expect(csp['frame-ancestors']).toBe("'none'");
  expect(landing?.headers()['x-content-type-options']).toBe('nosniff');
  expect(landing?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain http on the test server: no HSTS.
  expect(landing?.headers()['strict-transport-security']).toBeUndefined();
  // Hydrated and interactive under the policy.
  await page.getByPlaceholder('you@example.com').fill('not-an-email');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.goto('/auth?signup=true');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a subscriber's screens run under the policy", async ({ page }) => {
  const requests = trackRequests(page);
  const violations = await watchCsp(page);
  await signIn(page, DEMO.allStar, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/dashboard/props');
  await expect(page.getByRole('list', { name: 'Props' }).getByRole('listitem').first()).toBeVisible();
  await page
    .getByRole('link', { name: /^View Details: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Final Recommendation' })).toBeVisible();
  expect(await violations()).toEqual([]);

  for (const path of ['/dashboard/performance', '/dashboard/subscription', '/dashboard/profile']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await requests.settled();
    expect(await violations(), path).toEqual([]);
  }
});

test('the back office, its charts and the local dev pages run under the policy', async ({ page }) => {
  const requests = trackRequests(page);
  const violations = await watchCsp(page);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/admin', '/admin/analytics', '/admin/users', '/admin/settings']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Charts and tables draw after their data arrives.
    await requests.settled();
    expect(await violations(), path).toEqual([]);
  }

  const mail = await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  expect(policyOf(mail)['script-src']).toBe("'self'");
  expect(await violations()).toEqual([]);
});
