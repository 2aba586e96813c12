// One reading of Stripe events for both gateways: the hosted one (events from Stripe) and the local one
// (events it signs itself in the same format). Both verify with the SDK, then reduce the event here to what
// the subscription store needs.
import type Stripe from 'stripe';
import { PaidTier, type PaymentEvent, type PlanRepository, type SubscriptionStatus } from '@edgeboard/domain';
import {
  describeIssue,
  StripeCheckoutSessionPayload,
  StripeDeletedSubscriptionPayload,
  StripeSubscriptionPayload,
} from './stripe-event-payload';

export interface StripeEventContext {
  plans: Pick<PlanRepository, 'findByPriceId'>;
  /** The subscription a checkout session created (Stripe does not embed it in the event). */
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
}

const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  canceled: 'canceled',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

const iso = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : v.id;

/**
 * Periods moved from the subscription onto its items in newer API versions; older accounts still send them
 * on the subscription itself. Null when the subscription carries no period end.
 */
function periods(sub: StripeSubscriptionPayload): { start: number; end: number } | null {
  const item = sub.items.data[0];
  const start = item?.current_period_start ?? sub.current_period_start ?? sub.start_date;
  const end = item?.current_period_end ?? sub.current_period_end;
  return end === undefined ? null : { start, end };
}

async function tierOf(sub: StripeSubscriptionPayload, ctx: StripeEventContext, priceId: string | null) {
  if (priceId) {
    const plan = await ctx.plans.findByPriceId(priceId);
    const tier = PaidTier.safeParse(plan?.tier);
    if (tier.success) return tier.data;
  }
  const fromMetadata = PaidTier.safeParse(sub.metadata.tier ?? sub.metadata.planId);
  return fromMetadata.success ? fromMetadata.data : null;
}

const ignored = (eventId: string, providerType: string, reason: string): PaymentEvent => ({
  type: 'ignored',
  eventId,
  providerType,
  reason,
});

async function subscriptionEvent(
  eventId: string,
  eventType: string,
  object: unknown,
  ctx: StripeEventContext,
  fallbackUserId: string | null,
): Promise<PaymentEvent> {
  const parsed = StripeSubscriptionPayload.safeParse(object);
  if (!parsed.success)
    return ignored(eventId, eventType, `invalid subscription: ${describeIssue(parsed.error)}`);
  const sub = parsed.data;
  const priceId = sub.items.data[0]?.price.id ?? null;
  const tier = await tierOf(sub, ctx, priceId);
  const userId = sub.metadata.userId ?? fallbackUserId;
  // A subscription sold outside this product (no user, unknown price) is none of our business.
  if (tier === null || !userId) return ignored(eventId, eventType, 'not sold by this product');
  const period = periods(sub);
  if (!period) return ignored(eventId, eventType, `subscription ${sub.id} has no current period`);
  return {
    type: 'subscription.updated',
    eventId,
    userId,
    providerSubscriptionId: sub.id,
    tier,
    // A status newer than this code does not entitle until mapped.
    status: (STATUS as Partial<Record<string, SubscriptionStatus>>)[sub.status] ?? 'incomplete',
    priceId,
    currentPeriodStart: iso(period.start),
    currentPeriodEnd: iso(period.end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    customerId: idOf(sub.customer),
  };
}

/** Reduces a verified Stripe event to a PaymentEvent. */
export async function toPaymentEvent(event: Stripe.Event, ctx: StripeEventContext): Promise<PaymentEvent> {
  // A signed event without its object cannot be applied, and retrying will not add it: acknowledge it (the
  // webhook logs it) instead of failing, which made the provider retry it for days.
  const object = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof object !== 'object' || object === null)
    return { type: 'ignored', eventId: event.id, providerType: event.type, reason: 'no data.object' };
  switch (event.type) {
    case 'checkout.session.completed': {
      const parsed = StripeCheckoutSessionPayload.safeParse(object);
      if (!parsed.success)
        return ignored(event.id, event.type, `invalid checkout session: ${describeIssue(parsed.error)}`);
      const session = parsed.data;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || subscriptionId === null) {
        return { type: 'ignored', eventId: event.id, providerType: event.type };
      }
      const sub: unknown = await ctx.retrieveSubscription(subscriptionId);
      const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
      return subscriptionEvent(event.id, event.type, sub, ctx, userId);
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.created':
      return subscriptionEvent(event.id, event.type, object, ctx, null);
    case 'customer.subscription.deleted': {
      const parsed = StripeDeletedSubscriptionPayload.safeParse(object);
      if (!parsed.success)
        return ignored(event.id, event.type, `invalid subscription: ${describeIssue(parsed.error)}`);
      return { type: 'subscription.deleted', eventId: event.id, providerSubscriptionId: parsed.data.id };
    }
    default:
      return { type: 'ignored', eventId: event.id, providerType: event.type };
  }
}
