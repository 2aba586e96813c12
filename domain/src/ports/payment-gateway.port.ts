import type { PaidTier, SubscriptionStatus } from '../entities/subscription';

export interface CheckoutRequest {
  planId: PaidTier;
  userId: string;
  userEmail: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * `url` is where the browser goes next; `sessionId` is set when the provider's client library must
 * redirect itself (the API then answers `stripe-session:<id>`).
 */
export interface CheckoutSession {
  url: string | null;
  sessionId: string | null;
}

/** A provider event, already verified and reduced to what the subscription store needs. */
export type PaymentEvent =
  | {
      type: 'subscription.updated';
      eventId: string;
      userId: string;
      providerSubscriptionId: string;
      tier: PaidTier;
      status: SubscriptionStatus;
      priceId: string | null;
      currentPeriodStart: string;
      currentPeriodEnd: string;
      cancelAtPeriodEnd: boolean;
      /** The provider's customer id, kept for the hosted billing portal. */
      customerId?: string | null;
    }
  | { type: 'subscription.deleted'; eventId: string; providerSubscriptionId: string }
  | {
      type: 'ignored';
      eventId: string;
      providerType: string;
      /** Why a type the product handles was still ignored (no data, sold outside this product). */
      reason?: string;
    };

/** The card payment provider (Stripe when hosted, a local stand-in otherwise). */
export interface PaymentGateway {
  createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession>;
  /** The billing portal where a subscriber manages or cancels their plan. */
  createPortalSession(req: { userId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Checks the signature of a raw webhook body and parses it. Throws a ValidationError when the
   * signature is wrong; event ids let the caller process each event once.
   */
  verifyWebhook(rawBody: string, signature: string): Promise<PaymentEvent>;
  /**
   * Ends the user's live subscriptions at the provider at once (account deletion: nobody is billed for an
   * account that no longer exists). Succeeds when there is nothing to cancel.
   */
  cancelSubscriptionsFor(userId: string): Promise<void>;
}
