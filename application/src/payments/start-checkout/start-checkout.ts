// Starts a checkout for the caller's own account (POST /api/checkout/create-checkout-session): where the
// browser goes next, as an absolute URL on this site, or `stripe-session:<id>` when Stripe.js must redirect.
import {
  CHECKOUT_NO_URL_MESSAGE,
  CHECKOUT_SESSION_PREFIX,
  ForbiddenError,
  UnavailableError,
  type PaidTier,
  type PaymentGateway,
} from '@edgeboard/domain';

export interface CheckoutDeps {
  gateway: Pick<PaymentGateway, 'createCheckoutSession'>;
}

export interface CheckoutInput {
  planId: PaidTier;
  userId: string;
  userEmail: string;
  /** This site's origin (no trailing slash): the return pages and the local gateway's pages live here. */
  site: string;
}

export async function startCheckout(
  deps: CheckoutDeps,
  callerId: string,
  input: CheckoutInput,
): Promise<{ url: string; sessionId: string | null }> {
  if (input.userId !== callerId) {
    throw new ForbiddenError('You can only start a checkout for yourself.', 'not_yourself');
  }
  const session = await deps.gateway.createCheckoutSession({
    planId: input.planId,
    userId: input.userId,
    userEmail: input.userEmail,
    successUrl: `${input.site}/dashboard/subscription/success?tier=${input.planId}`,
    cancelUrl: `${input.site}/dashboard/subscription`,
  });
  const url = session.url ?? (session.sessionId ? `${CHECKOUT_SESSION_PREFIX}${session.sessionId}` : null);
  if (!url) throw new UnavailableError(CHECKOUT_NO_URL_MESSAGE, 'checkout_no_url');
  // The local gateway answers a path on this server: absolute, like Stripe's.
  return { url: url.startsWith('/') ? `${input.site}${url}` : url, sessionId: session.sessionId };
}
