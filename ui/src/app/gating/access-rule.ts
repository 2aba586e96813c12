import { isEntitled, type SubscriptionState } from '@edgeboard/domain';

export const SUBSCRIPTION_PATH = '/dashboard/subscription';
export const SUBSCRIPTION_SUCCESS_PATH = '/dashboard/subscription/success';
export const DASHBOARD_PATH = '/dashboard';

/**
 * Where the dashboard gate sends a signed-in user (admin-and-gating section 4), or null to show the page.
 * Entitled users (admins included) never see the plans page; everyone else sees nothing but it. The
 * success page only needs a session: the payment provider's confirmation may land a moment after the
 * browser returns from checkout, and that page is where the user waits for it.
 */
export function gateRedirect(pathname: string, subscription: SubscriptionState): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === SUBSCRIPTION_SUCCESS_PATH) return null;
  const entitled = isEntitled(subscription);
  if (path === SUBSCRIPTION_PATH) return entitled ? DASHBOARD_PATH : null;
  return entitled ? null : SUBSCRIPTION_PATH;
}
