// Stripe-format objects built offline for the local gateway: subscriptions as the API returns them, the
// completed checkout session, and signed webhook events. Only the fields the webhook handler and
// stripe-event-mapping.ts read are filled.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaidTier } from '@edgeboard/domain';
import type { LocalCheckoutSession, SignedEvent } from './local-payment-types';

export const token = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`;
export const unix = (d: Date): number => Math.floor(d.getTime() / 1000);

/** What a local subscription is built from: its plan, its period and whether it ends at the period's end. */
export interface LocalSubscriptionSpec {
  id: string;
  userId: string;
  tier: PaidTier;
  priceId: string;
  price: number;
  status: 'active' | 'trialing' | 'canceled';
  start: Date;
  end: Date;
  cancelAtPeriodEnd: boolean;
}

export function stripeSubscription(s: LocalSubscriptionSpec): Stripe.Subscription {
  const start = unix(s.start);
  const end = unix(s.end);
  const shape = {
    id: s.id,
    object: 'subscription',
    customer: `cus_local_${s.userId.replace(/-/g, '')}`,
    status: s.status,
    start_date: start,
    created: start,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? end : null,
    metadata: { userId: s.userId, tier: s.tier },
    items: {
      object: 'list',
      data: [
        {
          id: `si_local_${s.id.slice(-12)}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          quantity: 1,
          price: {
            id: s.priceId,
            object: 'price',
            currency: 'usd',
            unit_amount: Math.round(s.price * 100),
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
      has_more: false,
    },
  };
  return shape as unknown as Stripe.Subscription;
}

/** The `checkout.session.completed` object Stripe sends once a checkout session is paid. */
export function completedCheckout(
  session: LocalCheckoutSession,
  subscription: Stripe.Subscription,
  trialing: boolean,
): Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: trialing ? 'no_payment_required' : 'paid',
    client_reference_id: session.userId,
    customer: subscription.customer,
    customer_email: session.email,
    subscription: subscription.id,
    metadata: { userId: session.userId, tier: session.tier },
    amount_total: trialing ? 0 : Math.round(session.price * 100),
    currency: 'usd',
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created: unix(new Date(session.createdAt)),
  };
}

/** A Stripe event around `object`, signed with the webhook secret as Stripe signs its deliveries. */
export function signEvent(
  stripe: Stripe,
  webhookSecret: string,
  now: Date,
  type: string,
  object: unknown,
): SignedEvent {
  const created = unix(now);
  const payload = JSON.stringify({
    id: token('evt_local'),
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: Stripe.API_VERSION,
    data: { object },
  });
  // Stamped on the injected clock, the one verifiedStripeEvent checks it against.
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    timestamp: created,
  });
  return { payload, signature };
}
