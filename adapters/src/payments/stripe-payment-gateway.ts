// Hosted payments: Stripe Checkout for new subscriptions, the Stripe billing portal for managing them, and
// signed webhooks for everything that changes afterwards.
import Stripe from 'stripe';
import {
  NotFoundError,
  UnavailableError,
  ValidationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentGateway,
  type PlanRepository,
  type SubscriptionRepository,
  type Clock,
} from '@edgeboard/domain';
import { toPaymentEvent } from './stripe-event-mapping';
import { verifiedStripeEvent } from './webhook-signature';

const SYSTEM_CLOCK: Clock = { now: () => new Date() };

export interface StripeGatewayOptions {
  /** STRIPE_SECRET_KEY */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…) */
  webhookSecret: string;
  plans: Pick<PlanRepository, 'findByTier' | 'findByPriceId'>;
  subscriptions: Pick<SubscriptionRepository, 'customerIdForUser' | 'listForUser'>;
  /** Verifies webhook timestamps (the system clock unless given). */
  clock?: Clock;
  /** Extra SDK settings (tests point host/port/protocol at a stand-in server). */
  stripeConfig?: Stripe.StripeConfig;
}

export class StripePaymentGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    if (!options.secretKey) throw new Error('STRIPE_SECRET_KEY is required for hosted payments');
    if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required for hosted payments');
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...options.stripeConfig,
    });
  }

  async createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession> {
    const plan = await this.options.plans.findByTier(req.planId);
    if (!plan?.priceId)
      throw new UnavailableError(`The ${req.planId} plan is not on sale yet.`, 'plan_unavailable');
    const metadata = { userId: req.userId, tier: req.planId };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan.priceId ?? '', quantity: 1 }],
        customer_email: req.userEmail,
        client_reference_id: req.userId,
        metadata,
        subscription_data: {
          metadata,
          ...(plan.trialDays ? { trial_period_days: plan.trialDays } : {}),
        },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      }),
    );
    return { url: session.url, sessionId: session.id };
  }

  async createPortalSession(req: { userId: string; returnUrl: string }): Promise<{ url: string }> {
    const customer = await this.customerOf(req.userId);
    if (!customer)
      throw new NotFoundError('Billing account', undefined, 'No billing account exists for this user yet.');
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({ customer, return_url: req.returnUrl }),
    );
    return { url: session.url };
  }

  async verifyWebhook(rawBody: string, signature: string): Promise<PaymentEvent> {
    let event: Stripe.Event;
    try {
      event = verifiedStripeEvent(
        this.stripe,
        rawBody,
        signature,
        this.options.webhookSecret,
        (this.options.clock ?? SYSTEM_CLOCK).now(),
      );
    } catch (err) {
      throw new ValidationError(
        `Invalid webhook signature: ${err instanceof Error ? err.message : 'unreadable'}`,
        [{ path: 'stripe-signature', message: 'Invalid signature' }],
        'invalid_signature',
      );
    }
    return toPaymentEvent(event, {
      plans: this.options.plans,
      retrieveSubscription: (id) => this.call(() => this.stripe.subscriptions.retrieve(id)),
    });
  }

  async cancelSubscriptionsFor(userId: string): Promise<void> {
    const live = (await this.options.subscriptions.listForUser(userId)).filter(
      (s) => s.provider_subscription_id && s.status !== 'canceled',
    );
    for (const row of live) {
      const id = row.provider_subscription_id ?? '';
      try {
        await this.stripe.subscriptions.cancel(id);
      } catch (err) {
        if (!(await this.alreadyEnded(id, err)))
          throw new UnavailableError(
            'The payment provider is unavailable, so the subscription could not be cancelled. Please try again.',
            'payment_unavailable',
            { cause: err },
          );
      }
    }
  }

  /** A cancel Stripe refused because the subscription no longer exists or has already ended. */
  private async alreadyEnded(id: string, err: unknown): Promise<boolean> {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return false;
    if (err.code === 'resource_missing') return true;
    try {
      const sub = await this.stripe.subscriptions.retrieve(id);
      return sub.status === 'canceled' || sub.status === 'incomplete_expired';
    } catch {
      return false;
    }
  }

  /** The stored customer id, else the one behind the user's most recent Stripe subscription. */
  private async customerOf(userId: string): Promise<string | null> {
    const stored = await this.options.subscriptions.customerIdForUser(userId);
    if (stored) return stored;
    const withProvider = (await this.options.subscriptions.listForUser(userId)).find(
      (s) => s.provider_subscription_id,
    );
    if (!withProvider?.provider_subscription_id) return null;
    const sub = await this.call(() =>
      this.stripe.subscriptions.retrieve(withProvider.provider_subscription_id ?? ''),
    );
    return typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  }

  /** Stripe's own refusals keep their message; connection trouble is a 503. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new ValidationError(err.message, [], 'payment_provider_refused');
      }
      throw new UnavailableError(
        'The payment provider is unavailable. Please try again.',
        'payment_unavailable',
        {
          cause: err,
        },
      );
    }
  }
}
