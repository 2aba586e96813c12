// Signed events the product cannot apply are acknowledged (2xx) and logged: they answered 500, so the provider
// retried them for days although no retry could ever succeed.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { usePaymentsContext, WEBHOOK_SECRET } from './payments-test-setup';

const GONE_USER = '00000000-0000-4000-8000-0000000000aa';
const signer = new Stripe('sk_test_x');

describe('payment webhook events that cannot be applied', () => {
  const t = usePaymentsContext();

  const deliver = (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ object: 'event', ...event });
    return t.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: {
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
  };

  const subscriptionFor = (userId: string) => ({
    id: 'sub_gone_1',
    object: 'subscription',
    customer: 'cus_gone',
    status: 'active',
    start_date: 1_757_000_000,
    cancel_at_period_end: false,
    metadata: { userId, tier: 'scout' },
    items: {
      data: [
        {
          current_period_start: 1_757_000_000,
          current_period_end: 1_759_592_000,
          price: { id: 'price_local_scout' },
        },
      ],
    },
  });

  it('acknowledges a subscription for an unknown user, stores nothing and logs it', async () => {
    const res = await deliver({
      id: 'evt_gone_user',
      type: 'customer.subscription.updated',
      data: { object: subscriptionFor(GONE_USER) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, type: 'ignored', duplicate: false });
    expect(await t.repos.subscriptions.findByProviderId('sub_gone_1')).toBeNull();
    expect(t.ignoredEvents).toContainEqual({
      eventId: 'evt_gone_user',
      providerType: 'subscription.updated',
      reason: `no user ${GONE_USER}`,
    });
    // A redelivery is a duplicate, still 2xx.
    const again = await deliver({
      id: 'evt_gone_user',
      type: 'customer.subscription.updated',
      data: { object: subscriptionFor(GONE_USER) },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { duplicate: boolean }).duplicate).toBe(true);
  });

  it('acknowledges an event without data, and logs it', async () => {
    for (const [id, extra] of [
      ['evt_no_data', {}],
      ['evt_empty_data', { data: {} }],
    ] as const) {
      const res = await deliver({ id, type: 'customer.subscription.updated', ...extra });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, type: 'ignored', duplicate: false });
      expect(t.ignoredEvents).toContainEqual({
        eventId: id,
        providerType: 'customer.subscription.updated',
        reason: 'no data.object',
      });
    }
  });

  it('still refuses an unsigned event', async () => {
    const res = await t.request('/api/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated' }),
      headers: { 'stripe-signature': 't=1,v1=forged' },
    });
    expect(res.status).toBe(400);
  });
});
