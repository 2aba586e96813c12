// The local payment gateway's options and the sessions it keeps in this process.
import type { Clock, PlanRepository, SubscriptionRepository } from '@edgeboard/domain';

export interface LocalGatewayOptions {
  webhookSecret: string;
  plans: Pick<PlanRepository, 'findByTier' | 'findByPriceId'>;
  subscriptions: Pick<SubscriptionRepository, 'listForUser' | 'findByProviderId'>;
  clock?: Clock;
  /** Sessions not paid within this time expire (default one day). */
  sessionTtlMs?: number;
}

export type { LocalCheckoutSession, LocalPortalSession, SignedEvent } from '@edgeboard/domain';
