import { isEntitled, type SubscriptionState } from '@edgeboard/domain';

export const SUBSCRIPTION_PATH = '/dashboard/subscription';
export const SUBSCRIPTION_SUCCESS_PATH = '/dashboard/subscription/success';
export const DASHBOARD_PATH = '/dashboard';
export const PROFILE_PATH = '/dashboard/profile';
export const SETTINGS_PATH = '/dashboard/settings';

/**
 * Pages every signed-in user may open, whatever their plan (docs/decisions.md, issue #18 items 1, 3, 9):
 * - the plans page: a subscriber changes plan there, and every refusal links to it (the spec's bounce of
 *   entitled users to /dashboard made "View Plans" and "Upgrade" loop back);
 * - the success page: the provider's confirmation may land a moment after the browser returns from checkout;
 * - profile and settings: every signed-in user may change their password and delete their account (spec
 *   section 6), which the spec's rule ("non-entitled users see nothing but the plans page") made impossible
 *   for a free user.
 */
const OPEN_TO_EVERY_USER: ReadonlySet<string> = new Set([
  SUBSCRIPTION_PATH,
  SUBSCRIPTION_SUCCESS_PATH,
  PROFILE_PATH,
  SETTINGS_PATH,
]);

/**
 * Where the dashboard gate sends a signed-in user (admin-and-gating section 4), or null to show the page.
 * Entitled users (admins included) see every dashboard page; everyone else is sent to the plans page from
 * every page but the ones open to every user.
 */
export function gateRedirect(pathname: string, subscription: SubscriptionState): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (OPEN_TO_EVERY_USER.has(path)) return null;
  return isEntitled(subscription) ? null : SUBSCRIPTION_PATH;
}
