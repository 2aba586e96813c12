// Local payments with no card provider and no network. Checkout and billing-portal sessions live in this
// process; paying or changing a plan produces a Stripe-format event signed with the SAME webhook secret the
// hosted mode uses (the SDK's offline signing helper), so it goes through the one webhook handler and its
// `constructEvent` check exactly as a real Stripe delivery would. Nothing here calls Stripe's servers.
import Stripe from 'stripe';
import {
  addMonthsClamped,
  NotFoundError,
  PaidTier,
  ValidationError,
  type CheckoutRequest,
  type CheckoutSession,
  type Clock,
  type LocalPaymentPages,
  type PaymentEvent,
  type PaymentGateway,
  type Subscription,
} from '@edgeboard/domain';
import type {
  LocalCheckoutSession,
  LocalGatewayOptions,
  LocalPortalSession,
  SignedEvent,
} from './local-payment-types';
import { completedCheckout, signEvent, stripeSubscription, token } from './local-stripe-objects';
import { toPaymentEvent } from './stripe-event-mapping';
import { verifiedStripeEvent } from './webhook-signature';

export type {
  LocalCheckoutSession,
  LocalGatewayOptions,
  LocalPortalSession,
  SignedEvent,
} from './local-payment-types';

/** The price id a plan sells through locally when none is configured. */
export const localPriceId = (tier: string): string => `price_local_${tier}`;

/**
 * The provider id of a subscription this stand-in provider holds without a checkout: the demo accounts'
 * seeded subscriptions. With it they are paid subscriptions like any bought here (the portal finds them,
 * rebuilds them from their row, and every change comes back as a signed event); without one the portal
 * answered "You have no paid subscription" beside a profile showing the plan (issue #18 item 1).
 */
export const localSubscriptionId = (key: string): string => `sub_local_${key.replace(/[^A-Za-z0-9]/g, '')}`;

export class LocalPaymentGateway implements PaymentGateway, LocalPaymentPages {
  /** The SDK, used only for its offline helpers (signing and verifying webhooks). */
  private readonly stripe = new Stripe('sk_test_local_offline');
  private readonly checkouts = new Map<string, LocalCheckoutSession>();
  private readonly portals = new Map<string, LocalPortalSession>();
  /** Subscriptions created by paying here, as Stripe would return them. */
  private readonly created = new Map<string, Stripe.Subscription>();
  private readonly clock: Clock;
  private readonly ttlMs: number;

  constructor(private readonly options: LocalGatewayOptions) {
    if (!options.webhookSecret) throw new Error('A webhook secret is required to sign local payment events');
    this.clock = options.clock ?? { now: () => new Date() };
    this.ttlMs = options.sessionTtlMs ?? 24 * 3_600_000;
  }

  async createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession> {
    const plan = await this.options.plans.findByTier(req.planId);
    if (!plan) throw new NotFoundError('Plan', req.planId);
    this.sweep();
    const session: LocalCheckoutSession = {
      id: token('cs_local'),
      userId: req.userId,
      email: req.userEmail,
      tier: req.planId,
      planName: plan.name,
      price: plan.price,
      trialDays: plan.trialDays ?? 0,
      priceId: plan.priceId ?? localPriceId(req.planId),
      successUrl: req.successUrl,
      cancelUrl: req.cancelUrl,
      status: 'open',
      createdAt: this.clock.now().getTime(),
    };
    this.checkouts.set(session.id, session);
    return { url: `/dev/checkout/${session.id}`, sessionId: null };
  }

  /** An open or finished checkout session; null when unknown or expired. */
  checkoutSession(id: string): LocalCheckoutSession | null {
    this.sweep();
    return this.checkouts.get(id) ?? null;
  }

  /**
   * The Pay button: the session completes and a signed `checkout.session.completed` event is returned for
   * delivery to the webhook. A session pays once.
   */
  pay(sessionId: string): SignedEvent {
    const session = this.openSession(sessionId);
    const now = this.clock.now();
    const trialing = session.trialDays > 0;
    const end = trialing
      ? new Date(now.getTime() + session.trialDays * 86_400_000)
      : addMonthsClamped(now, 1);
    const subscription = stripeSubscription({
      id: token('sub_local'),
      userId: session.userId,
      tier: session.tier,
      priceId: session.priceId,
      price: session.price,
      status: trialing ? 'trialing' : 'active',
      start: now,
      end,
      cancelAtPeriodEnd: false,
    });
    this.created.set(subscription.id, subscription);
    session.status = 'complete';
    return this.sign('checkout.session.completed', completedCheckout(session, subscription, trialing));
  }

  /** The Cancel button: the session expires; answers where the browser goes back to. */
  cancel(sessionId: string): string {
    const session = this.openSession(sessionId);
    session.status = 'expired';
    return session.cancelUrl;
  }

  createPortalSession(req: { userId: string; returnUrl: string }): Promise<{ url: string }> {
    this.sweep();
    const portal: LocalPortalSession = {
      id: token('bps_local'),
      userId: req.userId,
      returnUrl: req.returnUrl,
      createdAt: this.clock.now().getTime(),
    };
    this.portals.set(portal.id, portal);
    return Promise.resolve({ url: `/dev/billing-portal/${portal.id}` });
  }

  /** The portal session with the user's current provider-backed subscription (null when they have none). */
  async portal(
    portalId: string,
  ): Promise<{ session: LocalPortalSession; subscription: Subscription | null } | null> {
    this.sweep();
    const session = this.portals.get(portalId);
    if (!session) return null;
    const subs = await this.options.subscriptions.listForUser(session.userId);
    const current =
      subs.find(
        (s) => s.provider_subscription_id !== null && (s.status === 'active' || s.status === 'trialing'),
      ) ?? null;
    return { session, subscription: current };
  }

  /**
   * Cancel at period end (true) or resume (false): a signed `customer.subscription.updated` event for the
   * subscription, built from its stored row.
   */
  setCancelAtPeriodEnd(portalId: string, cancelAtPeriodEnd: boolean): Promise<SignedEvent> {
    return this.updateFromPortal(portalId, (row) => ({ tier: row.tier, cancelAtPeriodEnd }));
  }

  /**
   * Switch to another paid plan, as Stripe's portal does when plan changes are enabled: the same
   * subscription and period with the new price, renewing again (a pending cancellation is dropped) and
   * active (a trial ends when the user picks a paid plan).
   */
  changePlan(portalId: string, tier: PaidTier): Promise<SignedEvent> {
    return this.updateFromPortal(portalId, () => ({ tier, cancelAtPeriodEnd: false, status: 'active' }));
  }

  private async updateFromPortal(
    portalId: string,
    change: (row: { tier: PaidTier; status: 'active' | 'trialing' }) => {
      tier: PaidTier;
      cancelAtPeriodEnd: boolean;
      status?: 'active' | 'trialing';
    },
  ): Promise<SignedEvent> {
    const state = await this.portal(portalId);
    if (!state) throw new NotFoundError('Billing portal session', portalId);
    const row = state.subscription;
    if (!row?.provider_subscription_id)
      throw new NotFoundError('Subscription', undefined, 'There is no subscription to change.');
    const current = PaidTier.safeParse(row.tier);
    if (!current.success) throw new ValidationError('A free subscription has nothing to change');
    const status = row.status === 'trialing' ? 'trialing' : 'active';
    const next = change({ tier: current.data, status });
    const plan = await this.options.plans.findByTier(next.tier);
    const samePlan = next.tier === current.data;
    const subscription = stripeSubscription({
      id: row.provider_subscription_id,
      userId: row.user_id,
      tier: next.tier,
      priceId: (samePlan ? row.price_id : null) ?? plan?.priceId ?? localPriceId(next.tier),
      price: plan?.price ?? 0,
      status: next.status ?? status,
      start: new Date(row.current_period_start),
      end: new Date(row.current_period_end),
      cancelAtPeriodEnd: next.cancelAtPeriodEnd,
    });
    this.created.set(subscription.id, subscription);
    return this.sign('customer.subscription.updated', subscription);
  }

  verifyWebhook(rawBody: string, signature: string): Promise<PaymentEvent> {
    let event: Stripe.Event;
    try {
      event = verifiedStripeEvent(
        this.stripe,
        rawBody,
        signature,
        this.options.webhookSecret,
        this.clock.now(),
      );
    } catch (err) {
      return Promise.reject(
        new ValidationError(
          `Invalid webhook signature: ${err instanceof Error ? err.message : 'unreadable'}`,
          [{ path: 'stripe-signature', message: 'Invalid signature' }],
          'invalid_signature',
        ),
      );
    }
    return toPaymentEvent(event, {
      plans: this.options.plans,
      retrieveSubscription: (id) => this.retrieve(id),
    });
  }

  /**
   * Account deletion: the user's live subscriptions end now in this stand-in provider, as Stripe's cancel
   * does; what it reports for them from then on (a redelivered checkout, say) is the canceled subscription.
   */
  async cancelSubscriptionsFor(userId: string): Promise<void> {
    const rows = await this.options.subscriptions.listForUser(userId);
    for (const row of rows) {
      if (!row.provider_subscription_id || row.status === 'canceled') continue;
      const current = await this.retrieve(row.provider_subscription_id).catch(() => null);
      if (current)
        this.created.set(current.id, { ...current, status: 'canceled', cancel_at_period_end: false });
    }
  }

  private async retrieve(id: string): Promise<Stripe.Subscription> {
    const known = this.created.get(id);
    if (known) return known;
    // Created before a restart: rebuild it from the stored row.
    const row = await this.options.subscriptions.findByProviderId(id);
    const tier = PaidTier.safeParse(row?.tier);
    if (!row || !tier.success) throw new NotFoundError('Subscription', id);
    return stripeSubscription({
      id,
      userId: row.user_id,
      tier: tier.data,
      priceId: row.price_id ?? localPriceId(tier.data),
      price: 0,
      status: row.status === 'trialing' ? 'trialing' : row.status === 'canceled' ? 'canceled' : 'active',
      start: new Date(row.current_period_start),
      end: new Date(row.current_period_end),
      cancelAtPeriodEnd: row.cancel_at_period_end,
    });
  }

  private openSession(id: string): LocalCheckoutSession {
    const session = this.checkoutSession(id);
    if (!session)
      throw new NotFoundError('Checkout session', id, 'This checkout session does not exist or has expired.');
    if (session.status !== 'open') {
      throw new ValidationError(
        'This checkout session is already finished.',
        [],
        'checkout_session_finished',
      );
    }
    return session;
  }

  private sign(type: string, object: unknown): SignedEvent {
    return signEvent(this.stripe, this.options.webhookSecret, this.clock.now(), type, object);
  }

  private sweep(): void {
    const cutoff = this.clock.now().getTime() - this.ttlMs;
    for (const [id, s] of this.checkouts) if (s.createdAt < cutoff) this.checkouts.delete(id);
    for (const [id, p] of this.portals) if (p.createdAt < cutoff) this.portals.delete(id);
  }
}
