// Local mode's stand-in for the card provider's hosted pages (checkout, billing portal): the dev routes serve
// them, the local payment gateway keeps their sessions. Hosted mode has none (Stripe serves the pages).
import type { PaidTier, Subscription } from '../entities/subscription';

export interface LocalCheckoutSession {
  id: string;
  userId: string;
  email: string;
  tier: PaidTier;
  planName: string;
  /** USD per month. */
  price: number;
  trialDays: number;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  createdAt: number;
}

export interface LocalPortalSession {
  id: string;
  userId: string;
  returnUrl: string;
  createdAt: number;
}

/** A webhook delivery: the raw body and its `stripe-signature` header. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

export interface LocalPaymentPages {
  checkoutSession(id: string): LocalCheckoutSession | null;
  /** Pays an open session: the signed event the provider would deliver. */
  pay(sessionId: string): SignedEvent;
  /** Abandons a session; answers the page to return to. */
  cancel(sessionId: string): string;
  /** The portal session with the user's current provider-backed subscription (null when they have none). */
  portal(
    portalId: string,
  ): Promise<{ session: LocalPortalSession; subscription: Subscription | null } | null>;
  setCancelAtPeriodEnd(portalId: string, cancelAtPeriodEnd: boolean): Promise<SignedEvent>;
  changePlan(portalId: string, tier: PaidTier): Promise<SignedEvent>;
}
