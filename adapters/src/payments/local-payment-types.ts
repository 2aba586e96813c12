// The local payment gateway's options and the sessions it keeps in this process.
import type { Clock, PaidTier, PlanRepository, SubscriptionRepository } from '@edgeboard/domain';

export interface LocalGatewayOptions {
  webhookSecret: string;
  plans: Pick<PlanRepository, 'findByTier' | 'findByPriceId'>;
  subscriptions: Pick<SubscriptionRepository, 'listForUser' | 'findByProviderId'>;
  clock?: Clock;
  /** Sessions not paid within this time expire (default one day). */
  sessionTtlMs?: number;
}

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
