// One check for every Stripe-format webhook, hosted or local: the SDK's signature check against the injected
// clock, and a timestamp within Stripe's tolerance on both sides. The SDK only refuses stale deliveries; a
// header stamped in the future passed, so a delivery signed ahead (or a leaked future-dated one) stayed
// replayable until that time came. Stripe's clock and ours agree to well within the tolerance.
import type Stripe from 'stripe';

/** Stripe's default tolerance (stripe-node DEFAULT_TOLERANCE), applied before and after now. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event of a correctly signed delivery; throws (with the reason) otherwise. */
export function verifiedStripeEvent(
  stripe: Stripe,
  rawBody: string,
  signature: string,
  secret: string,
  now: Date,
): Stripe.Event {
  const event = stripe.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
    undefined,
    now.getTime(),
  );
  // The header passed the SDK, so its t= is the signed one.
  const stamped = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  const ahead = stamped - Math.floor(now.getTime() / 1000);
  if (!Number.isFinite(stamped) || ahead > WEBHOOK_TOLERANCE_SECONDS) {
    throw new Error('Timestamp outside the tolerance zone (in the future)');
  }
  return event;
}
