// The payment webhook, one use case for both payment modes: the gateway verifies the signature (Stripe SDK) and
// reduces the event; this applies it to the subscription row and records the change in user_activity. Each event is
// applied once: a redelivery (Stripe retries, a double click on the local Pay button) changes nothing.
import type {
  ActivityRepository,
  PaymentEvent,
  PaymentEventRepository,
  PaymentGateway,
  Subscription,
  SubscriptionRepository,
  UserRepository,
} from '@edgeboard/domain';

export interface PaymentWebhookDeps {
  gateway: Pick<PaymentGateway, 'verifyWebhook'>;
  paymentEvents: PaymentEventRepository;
  subscriptions: Pick<
    SubscriptionRepository,
    'findByProviderId' | 'upsertByProviderId' | 'updateByProviderId'
  >;
  activity: Pick<ActivityRepository, 'add'>;
  users: Pick<UserRepository, 'findById'>;
  /** Events acknowledged without being applied (no data, an account that is gone): the server logs them. */
  onIgnored?: (details: { eventId: string; providerType: string; reason: string }) => void;
  /** Told once per new subscription (not on redeliveries or updates); must not throw. */
  onSubscriptionCreated?: (sub: { userId: string; detail: string }) => Promise<void>;
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

/** What the checkout route and local mode's pay page hand a delivery to. */
export interface PaymentWebhook {
  handle(rawBody: string, signature: string): Promise<WebhookOutcome>;
}

export function paymentWebhook(deps: PaymentWebhookDeps): PaymentWebhook {
  return new PaymentWebhookHandler(deps);
}

class PaymentWebhookHandler implements PaymentWebhook {
  constructor(private readonly deps: PaymentWebhookDeps) {}

  async handle(rawBody: string, signature: string): Promise<WebhookOutcome> {
    const verified = await this.deps.gateway.verifyWebhook(rawBody, signature);
    if (await this.deps.paymentEvents.isProcessed(verified.eventId)) {
      return { received: true, type: verified.type, duplicate: true };
    }
    const event = await this.forKnownUser(verified);
    // Acknowledged (2xx) rather than refused: the provider retries refusals for days and a retry cannot help.
    if (event.type === 'ignored' && event.reason)
      this.deps.onIgnored?.({
        eventId: event.eventId,
        providerType: event.providerType,
        reason: event.reason,
      });
    // Applying is itself idempotent (upsert by provider id), so two concurrent deliveries leave one row; only
    // the one that records the event writes the activity line.
    const activity = await this.apply(event);
    const first = await this.deps.paymentEvents.markProcessed(event.eventId, event.type);
    if (first && activity) {
      await this.deps.activity.add(activity);
      if (activity.activity === 'subscription_created')
        await this.deps.onSubscriptionCreated?.({ userId: activity.user_id, detail: activity.target });
    }
    return { received: true, type: event.type, duplicate: !first };
  }

  /** A subscription for an account that is gone (deleted, or never here) has nothing to attach to. */
  private async forKnownUser(event: PaymentEvent): Promise<PaymentEvent> {
    if (event.type !== 'subscription.updated' || (await this.deps.users.findById(event.userId))) return event;
    return {
      type: 'ignored',
      eventId: event.eventId,
      providerType: 'subscription.updated',
      reason: `no user ${event.userId}`,
    };
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
    const customerId = event.customerId ?? null;
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
