// The one webhook handler for both payment modes: the gateway verifies the signature (Stripe SDK) and reduces
// the event; this applies it to the subscription row and records the change in user_activity. Each event is
// applied once: a redelivery (Stripe retries, a double click on the local Pay button) changes nothing.
import type {
  ActivityRepository,
  PaymentEvent,
  PaymentEventRepository,
  PaymentGateway,
  Subscription,
  SubscriptionRepository,
} from '@edgeboard/domain';
import { customerIdOf } from '@edgeboard/adapters/payments/stripe-event-mapping';

export interface PaymentWebhookDeps {
  gateway: Pick<PaymentGateway, 'verifyWebhook'>;
  paymentEvents: PaymentEventRepository;
  subscriptions: SubscriptionRepository;
  activity: ActivityRepository;
}

export interface WebhookOutcome {
  received: true;
  /** The provider's event type as reduced (subscription.updated, subscription.deleted, ignored). */
  type: PaymentEvent['type'];
  duplicate: boolean;
}

function describe(s: Pick<Subscription, 'tier' | 'status' | 'cancel_at_period_end'>): string {
  return `${s.tier} (${s.status}${s.cancel_at_period_end ? ', cancels at period end' : ''})`;
}

export class PaymentWebhookService {
  constructor(private readonly deps: PaymentWebhookDeps) {}

  async handle(rawBody: string, signature: string): Promise<WebhookOutcome> {
    const event = await this.deps.gateway.verifyWebhook(rawBody, signature);
    if (await this.deps.paymentEvents.isProcessed(event.eventId)) {
      return { received: true, type: event.type, duplicate: true };
    }
    // Applying is itself idempotent (upsert by provider id), so two concurrent deliveries leave one row; only
    // the one that records the event writes the activity line.
    const activity = await this.apply(event);
    const first = await this.deps.paymentEvents.markProcessed(event.eventId, event.type);
    if (first && activity) await this.deps.activity.add(activity);
    return { received: true, type: event.type, duplicate: !first };
  }

  private async apply(
    event: PaymentEvent,
  ): Promise<{ user_id: string; activity: string; target: string } | null> {
    if (event.type === 'ignored') return null;
    if (event.type === 'subscription.deleted') {
      const row = await this.deps.subscriptions.updateByProviderId(event.providerSubscriptionId, {
        status: 'canceled',
        cancel_at_period_end: false,
      });
      return row ? { user_id: row.user_id, activity: 'subscription_canceled', target: describe(row) } : null;
    }
    const before = await this.deps.subscriptions.findByProviderId(event.providerSubscriptionId);
    const customerId = customerIdOf(event);
    const row = await this.deps.subscriptions.upsertByProviderId({
      user_id: event.userId,
      tier: event.tier,
      status: event.status,
      price_id: event.priceId,
      provider_subscription_id: event.providerSubscriptionId,
      ...(customerId ? { provider_customer_id: customerId } : {}),
      current_period_start: event.currentPeriodStart,
      current_period_end: event.currentPeriodEnd,
      cancel_at_period_end: event.cancelAtPeriodEnd,
    });
    if (!before) return { user_id: row.user_id, activity: 'subscription_created', target: describe(row) };
    if (describe(before) === describe(row) && before.current_period_end === row.current_period_end)
      return null;
    return {
      user_id: row.user_id,
      activity: 'subscription_updated',
      target: `${describe(before)} -> ${describe(row)}`,
    };
  }
}
