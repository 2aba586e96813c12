// The payment webhook, one use case for both payment modes: the gateway verifies the signature (Stripe SDK) and
// reduces the event; this applies it to the subscription row and records the change in user_activity. Each event is
// applied once: a redelivery (Stripe retries, a double click on the local Pay button) changes nothing.
import type {
  ActivityRepository,
  Mailer,
  PaymentEvent,
  PaymentEventRepository,
  PaymentGateway,
  PlanRepository,
  Subscription,
  SubscriptionRepository,
  UserRepository,
} from '@edgeboard/domain';
import { receiptKind, receiptMail } from './payment-receipt';

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
  /** The subscriber's receipt (or trial notice), once per event that records a charge. */
  mailer?: Mailer;
  /** The plan's name and price for the receipt (the catalogue's when absent). */
  plans?: Pick<PlanRepository, 'findByTier'>;
  publicUrl?: string;
  /** A receipt that could not be sent: logged, never failing the delivery (the subscription is recorded). */
  onMailError?: (err: unknown) => void;
}

interface Applied {
  activity: { user_id: string; activity: string; target: string } | null;
  receipt: { before: Subscription | null; row: Subscription } | null;
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
    const { activity, receipt } = await this.apply(event);
    const first = await this.deps.paymentEvents.markProcessed(event.eventId, event.type);
    if (first && activity) {
      await this.deps.activity.add(activity);
      if (activity.activity === 'subscription_created')
        await this.deps.onSubscriptionCreated?.({ userId: activity.user_id, detail: activity.target });
    }
    if (first && receipt) await this.sendReceipt(receipt.before, receipt.row);
    return { received: true, type: event.type, duplicate: !first };
  }

  /** The subscriber's receipt for a charge the event recorded (only the delivery that recorded it sends it). */
  private async sendReceipt(before: Subscription | null, row: Subscription): Promise<void> {
    const kind = receiptKind(before, row);
    if (!kind || !this.deps.mailer) return;
    try {
      const user = await this.deps.users.findById(row.user_id);
      if (!user?.email) return;
      await this.deps.mailer.send(await receiptMail(this.deps, user.email, kind, row));
    } catch (err) {
      this.deps.onMailError?.(err);
    }
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

  private async apply(event: PaymentEvent): Promise<Applied> {
    if (event.type === 'ignored') return { activity: null, receipt: null };
    if (event.type === 'subscription.deleted') {
      const row = await this.deps.subscriptions.updateByProviderId(event.providerSubscriptionId, {
        status: 'canceled',
        cancel_at_period_end: false,
      });
      const activity = row
        ? { user_id: row.user_id, activity: 'subscription_canceled', target: describe(row) }
        : null;
      return { activity, receipt: null };
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
    const receipt = { before, row };
    if (!before)
      return {
        activity: { user_id: row.user_id, activity: 'subscription_created', target: describe(row) },
        receipt,
      };
    if (describe(before) === describe(row) && before.current_period_end === row.current_period_end)
      return { activity: null, receipt };
    return {
      activity: {
        user_id: row.user_id,
        activity: 'subscription_updated',
        target: `${describe(before)} -> ${describe(row)}`,
      },
      receipt,
    };
  }
}
