import { CHECKOUT_FAILED_MESSAGE, STRIPE_JS_FAILED_MESSAGE } from '@edgeboard/domain';

/**
 * Sends the browser to a hosted Stripe Checkout session through Stripe.js. The library (and the script it
 * injects from js.stripe.com) is imported here, on demand, so it is never part of a route's first download.
 * Settles only when the redirect could not start, with the message to show: on success the browser is
 * leaving for Stripe and the promise stays pending.
 */
export async function redirectToStripeCheckout(sessionId: string): Promise<string> {
  const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;
  if (publishableKey === undefined || publishableKey === '') return STRIPE_JS_FAILED_MESSAGE;
  let stripe;
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    stripe = await loadStripe(publishableKey);
  } catch {
    return STRIPE_JS_FAILED_MESSAGE;
  }
  if (stripe === null) return STRIPE_JS_FAILED_MESSAGE;
  try {
    // Stripe.js resolves only when the redirect could not happen (its answer then holds the error).
    await stripe.redirectToCheckout({ sessionId });
  } catch {
    // The same outcome for the user: no redirect.
  }
  return CHECKOUT_FAILED_MESSAGE;
}
